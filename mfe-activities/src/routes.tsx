import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundView, RequireAuth } from '@jad/shared-ui';
import { NS } from './i18n';
import { ActivitiesPage } from './features/catalog/components/activities-page';
import { ActivityDetailPage } from './features/detail/components/activity-detail-page';
import { CheckoutPage } from './features/booking/components/checkout-page';
import { BookingResultPage } from './features/booking/components/booking-result-page';
import { WishlistPage } from './features/wishlist/components/wishlist-page';
import { PopularActivities } from './features/home/components/popular-activities';

/** The pages this remote owns (shell/src/app/domains.ts), or a section the shell embeds by `view`. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view === 'home') return <PopularActivities />;
  if (view !== 'routes') return null;
  return (
    <Routes>
      <Route path="/activities" element={<ActivitiesPage />} />
      <Route path="/destination" element={<ActivitiesPage />} />
      <Route path="/activity-detail" element={<ActivityDetailPage />} />
      <Route
        path="/activities/checkout"
        element={
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        }
      />
      <Route
        path="/activities/booking/confirmed"
        element={
          <RequireAuth>
            <BookingResultPage outcome="confirmed" />
          </RequireAuth>
        }
      />
      <Route
        path="/activities/booking/failed"
        element={
          <RequireAuth>
            <BookingResultPage outcome="failed" />
          </RequireAuth>
        }
      />
      <Route
        path="/wishlist"
        element={
          <RequireAuth>
            <WishlistPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<NotFoundView message={t('notFound')} />} />
    </Routes>
  );
}
