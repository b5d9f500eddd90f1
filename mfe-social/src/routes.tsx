import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@jad/shared-ui';
import { FeedPage } from './features/feed/components/feed-page';
import { TrendingSection } from './features/home/components/trending-section';
import { NotificationsPageRoute } from './features/notifications-page/components/notifications-page';
import { PostPage } from './features/post-page/components/post-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { NS } from './i18n';

/** The social remote: its pages for view 'routes', the home page's trending row for view 'home'. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view === 'home') return <TrendingSection />;
  if (view !== 'routes') return null;
  return (
    <Routes>
      <Route path="/feed" element={<FeedPage />} />
      <Route path="/post" element={<PostPage />} />
      <Route path="/profile/:username" element={<ProfilePage />} />
      <Route path="/notifications" element={<NotificationsPageRoute />} />
      <Route path="*" element={<NotFoundView message={t('notFound')} />} />
    </Routes>
  );
}
