import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentPath } from '@jad/shared-ui/core';
import {
  closeNotificationsDrawer,
  setNotificationsDrawerPreload,
  useNotificationsDrawerOpen,
} from '@/lib/notifications-drawer';

const loadDrawer = () => import('./notifications-drawer');
const NotificationsDrawer = lazy(loadDrawer);
// Whoever opens the drawer (bell, avatar menu, mobile drawer) starts fetching its code at once.
setNotificationsDrawerPreload(loadDrawer);

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
