import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator, NotFoundView, lazyPage, preloadPageFor } from '@jad/shared-ui';
import { TrendingSection } from './features/home/components/trending-section';
import { NS } from './i18n';

// Each page is a chunk of its own: the remote's first chunk carries only this file and its root.
const PAGES = {
  '/feed': lazyPage(
    () => import('./features/feed/components/feed-page'),
    (m) => m.FeedPage,
  ),
  '/post': lazyPage(
    () => import('./features/post-page/components/post-page'),
    (m) => m.PostPage,
  ),
  '/profile/:username': lazyPage(
    () => import('./features/profile/components/profile-page'),
    (m) => m.ProfilePage,
  ),
  '/tag/:tag': lazyPage(
    () => import('./features/tag/components/tag-page'),
    (m) => m.TagPage,
  ),
  '/notifications': lazyPage(
    () => import('./features/notifications-page/components/notifications-page'),
    (m) => m.NotificationsPageRoute,
  ),
};

// The page the visitor arrived on starts loading with the remote, not after its router has rendered.
preloadPageFor(PAGES, window.location.pathname);

/** The social remote: its pages for view 'routes', the home page's trending row for view 'home'. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view === 'home') return <TrendingSection />;
  if (view !== 'routes') return null;
  return (
    <Suspense fallback={<LoadingIndicator fullScreen />}>
      <Routes>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundView message={t('notFound')} />} />
      </Routes>
    </Suspense>
  );
}
