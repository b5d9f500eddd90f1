import { useTranslation } from 'react-i18next';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingIndicator, NotFoundView, RequireAuth, lazyPage, preloadPageFor } from '@jad/shared-ui';
import { NS } from './i18n';
import { HotelsHome } from './features/home/components/hotels-home';

// Each page is a chunk of its own: the remote's first chunk carries only this file and its root.
const PAGES = {
  '/hotels': lazyPage(
    () => import('./features/search/components/search-page'),
    (m) => m.SearchPage,
  ),
  '/hotel': lazyPage(
    () => import('./features/details/components/hotel-page'),
    (m) => m.HotelPage,
  ),
  '/hotel/booking/details': lazyPage(
    () => import('./features/booking/components/guest-details-page'),
    (m) => m.GuestDetailsPage,
  ),
  '/hotel/booking/review': lazyPage(
    () => import('./features/booking/components/review-page'),
    (m) => m.ReviewPage,
  ),
  '/hotel/booking/payment': lazyPage(
    () => import('./features/booking/components/payment-page'),
    (m) => m.PaymentPage,
  ),
  '/hotel/payment/result': lazyPage(
    () => import('./features/booking/components/result-page'),
    (m) => m.ResultPage,
  ),
  '/hotel/booking/manage': lazyPage(
    () => import('./features/orders/components/manage-page'),
    (m) => m.ManagePage,
  ),
  '/hotel/booking/retrieve': lazyPage(
    () => import('./features/orders/components/retrieve-page'),
    (m) => m.RetrievePage,
  ),
  '/orders': lazyPage(
    () => import('./features/orders/components/orders-page'),
    (m) => m.OrdersPage,
  ),
  '/favourite-hotels': lazyPage(
    () => import('./features/favourites/components/favourites-page'),
    (m) => m.FavouritesPage,
  ),
};
const SIGNED_IN_ONLY = new Set<string>(['/favourite-hotels']);

// The page the visitor arrived on starts loading with the remote, not after its router has rendered.
preloadPageFor(PAGES, window.location.pathname);

/** A new page starts at its top (the shell's window scrolls, not this remote's root). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces: newer browsers' scrollTo returns a promise, and React would call it as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The pages this remote owns (shell/src/app/domains.ts), or a section the shell embeds by `view`. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view === 'home') return <HotelsHome />;
  if (view !== 'routes') return null;
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<LoadingIndicator fullScreen />}>
        <Routes>
          {Object.entries(PAGES).map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                SIGNED_IN_ONLY.has(path) ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundView message={t('notFound')} />} />
        </Routes>
      </Suspense>
    </>
  );
}
