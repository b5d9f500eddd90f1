import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundView, RequireAuth } from '@jad/shared-ui';
import { NS } from './i18n';
import { GuestDetailsPage } from './features/booking/components/guest-details-page';
import { PaymentPage } from './features/booking/components/payment-page';
import { ResultPage } from './features/booking/components/result-page';
import { ReviewPage } from './features/booking/components/review-page';
import { HotelPage } from './features/details/components/hotel-page';
import { FavouritesPage } from './features/favourites/components/favourites-page';
import { HotelsHome } from './features/home/components/hotels-home';
import { ManagePage } from './features/orders/components/manage-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { RetrievePage } from './features/orders/components/retrieve-page';
import { SearchPage } from './features/search/components/search-page';

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
    <Routes>
      <Route path="/hotels" element={<SearchPage />} />
      <Route path="/hotel" element={<HotelPage />} />
      <Route path="/hotel/booking/details" element={<GuestDetailsPage />} />
      <Route path="/hotel/booking/review" element={<ReviewPage />} />
      <Route path="/hotel/booking/payment" element={<PaymentPage />} />
      <Route path="/hotel/payment/result" element={<ResultPage />} />
      <Route path="/hotel/booking/manage" element={<ManagePage />} />
      <Route path="/hotel/booking/retrieve" element={<RetrievePage />} />
      <Route path="/orders" element={<OrdersPage />} />
      <Route
        path="/favourite-hotels"
        element={
          <RequireAuth>
            <FavouritesPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<NotFoundView message={t('notFound')} />} />
    </Routes>
    </>
  );
}
