import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders, LoadingIndicator, ToastHost, usePathname } from '@jad/shared-ui/core';
import { Footer } from '@/features/footer/footer';
import { Navbar } from '@/features/navbar/navbar';
import { HeaderSearchSlot } from '@/features/header-search/header-search-slot';
import { NotificationsBell } from '@/features/notifications/notifications-bell';
import { NotificationsDrawerHost } from '@/features/notifications/notifications-drawer-host';
import { useNotificationsLive } from '@/features/notifications/use-notifications-live';
import { LazyRemoteOutlet } from '@/features/remotes/lazy-remote-outlet';
import { FirstFrame, hasFirstFrame } from '@/features/remotes/first-frame';
import { useShellSession } from '@/features/session/use-shell-session';
import { AfterFirstPaint } from '@/hooks/use-after-first-paint';
import { GlobalModals } from './global-modals';
import { frameFor } from './layout-rules';
import { domainForPath } from './route-domain';
import { ShellRoutes } from './shell-routes';
import { SkipLink } from './skip-link';

// The service worker, offline banner and update prompt: a chunk of its own, after the first paint.
const PwaHost = lazy(() => import('@/features/offline/pwa-host'));

/** The session and the notification stream: their state changes re-render nothing but this. */
function ShellEffects() {
  useShellSession();
  useNotificationsLive();
  return null;
}

/** The frame of every page: bar, the page (a remote or a shell page), footer, drawers, modals and toasts. */
export function ShellFrame() {
  const pathname = usePathname();
  const frame = frameFor(pathname);
  const domain = domainForPath(pathname);
  const { t } = useTranslation('shell');
  // A remote's page starts from the brand as its title (a shell page's title would be stale); the remote may set its own.
  useEffect(() => {
    if (domain) document.title = t('brand');
  }, [domain, t]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ShellEffects />
      {frame.navbar ? <SkipLink /> : null}
      {frame.navbar ? <Navbar search={<HeaderSearchSlot />} bell={<NotificationsBell />} /> : null}
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives later (a remote,
          an info page) does not push a visible footer down (layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        {domain ? (
          // Keyed by domain: moving between one remote's routes keeps it mounted; its own router follows the URL.
          // Until the outlet's chunk is in, the page's first frame (if index.html painted one) or a spinner.
          <Suspense
            key={domain}
            fallback={hasFirstFrame() ? <FirstFrame container={null} /> : <LoadingIndicator fullScreen />}
          >
            <LazyRemoteOutlet domain={domain} />
          </Suspense>
        ) : (
          <ShellRoutes pathname={pathname} />
        )}
      </Box>
      {/* The footer is below the fold (main is at least a screen high) and the service worker's host is not seen
          at first: both come in the render after the first, which renders only them. */}
      <AfterFirstPaint>
        {frame.footer ? <Footer /> : null}
        <Suspense fallback={null}>
          <PwaHost />
        </Suspense>
      </AfterFirstPaint>
      <NotificationsDrawerHost />
      <GlobalModals />
      <ToastHost />
    </Box>
  );
}

/** The shell has no router of its own (react-router loads with the first remote that needs it). */
export function App() {
  return (
    <AppProviders cssBaseline>
      <ShellFrame />
    </AppProviders>
  );
}
