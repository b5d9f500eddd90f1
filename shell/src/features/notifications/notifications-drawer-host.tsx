import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentPath } from '@jad/shared-ui';
import { closeNotificationsDrawer, useNotificationsDrawerOpen } from './drawer-control';

const NotificationsDrawer = lazy(() => import('./notifications-drawer'));

/** Renders the drawer once it was first asked for, and closes it on every navigation. */
export function NotificationsDrawerHost() {
  const open = useNotificationsDrawerOpen();
  const path = useCurrentPath();
  // Mounted from the first open on, so closing can animate.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    closeNotificationsDrawer();
  }, [path]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsDrawer open={open} onClose={closeNotificationsDrawer} />
    </Suspense>
  );
}
