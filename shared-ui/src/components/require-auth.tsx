import { useEffect, useRef, type ReactNode } from 'react';
import { bus } from '../bus/bus';
import { navigate, useCurrentPath } from '../navigation/navigation';
import { useAppStore } from '../store/app-store';
import { LoadingIndicator } from './loading-indicator';

/** The sign-in page with the session-required error and the page to come back to. */
export function signInPath(returnTo: string): string {
  const query = new URLSearchParams({ error: 'SessionRequired', callbackUrl: returnTo });
  return `/auth/signin?${query.toString()}`;
}

export interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Guards a screen that needs a signed-in user (spec §2, §5): visitors go to sign-in and come back after.
 * Signing out while on the screen is not a missing session: it goes to / (spec §4), not to sign-in.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const status = useAppStore((s) => s.sessionStatus);
  const here = useCurrentPath();
  // Redirect once: after it the guarded screen is being replaced, and `here` is the sign-in page itself.
  const redirected = useRef(false);
  // signOut() announces account:signed-out in the same tick as it clears the session, before this renders again.
  const signedOut = useRef(false);
  useEffect(
    () =>
      bus.on('account:signed-out', () => {
        signedOut.current = true;
      }),
    [],
  );
  useEffect(() => {
    if (status !== 'unauthenticated' || redirected.current || here.startsWith('/auth/')) return;
    redirected.current = true;
    navigate(signedOut.current ? '/' : signInPath(here), { replace: true });
  }, [status, here]);
  if (status !== 'authenticated') return <LoadingIndicator />;
  return <>{children}</>;
}
