import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator, NotFoundView, RequireAuth, lazyPage, preloadPageFor } from '@jad/shared-ui';
import { NS } from './i18n';
import { PopularActivities } from './features/home/components/popular-activities';

// Each page is a chunk of its own: the remote's first chunk carries only this file and its root.
const ActivitiesPage = lazyPage(
  () => import('./features/catalog/components/activities-page'),
  (m) => m.ActivitiesPage,
);
const PAGES = {
  '/activities': ActivitiesPage,
  '/destination': ActivitiesPage,
  '/activity-detail': lazyPage(
    () => import('./features/detail/components/activity-detail-page'),
    (m) => m.ActivityDetailPage,
  ),
  '/activities/checkout': lazyPage(
    () => import('./features/booking/components/checkout-page'),
    (m) => m.CheckoutPage,
  ),
  '/activities/booking/confirmed': lazyPage(
    () => import('./features/booking/components/booking-result-page'),
    (m) => () => <m.BookingResultPage outcome="confirmed" />,
  ),
  '/activities/booking/failed': lazyPage(
    () => import('./features/booking/components/booking-result-page'),
    (m) => () => <m.BookingResultPage outcome="failed" />,
  ),
  '/activities/order': lazyPage(
    () => import('./features/order/components/order-page'),
    (m) => m.OrderPage,
  ),
  '/wishlist': lazyPage(
    () => import('./features/wishlist/components/wishlist-page'),
    (m) => m.WishlistPage,
  ),
};
const SIGNED_IN_ONLY = new Set<string>([
  '/activities/checkout',
  '/activities/booking/confirmed',
  '/activities/booking/failed',
  '/wishlist',
]);

// The page the visitor arrived on starts loading with the remote, not after its router has rendered.
preloadPageFor(PAGES, window.location.pathname);

/** The pages this remote owns (shell/src/app/domains.ts), or a section the shell embeds by `view`. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view === 'home') return <PopularActivities />;
  if (view !== 'routes') return null;
  return (
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
  );
}
