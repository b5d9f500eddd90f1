import { appStore, loadSession, navigate, signInPath, useAppStore } from '@jad/shared-ui';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

// The shell loads the session; a remote started alone (or before the shell got to it) asks once itself.
let asked = false;
export function ensureSession(): void {
  if (asked || appStore.getState().sessionStatus !== 'loading') return;
  asked = true;
  void loadSession();
}

/**
 * Runs `action` for a signed-in user; a visitor goes to sign-in and comes back here afterwards
 * (spec §5: wishlist and booking need an account). Answers whether the action ran.
 */
export function useSignedInAction(): (action: () => void) => boolean {
  const status = useAppStore((s) => s.sessionStatus);
  // The router's location (not window's): the page to come back to, as this remote's router sees it.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (action: () => void) => {
      if (status === 'authenticated') {
        action();
        return true;
      }
      navigate(signInPath(here));
      return false;
    },
    [status, here],
  );
}
