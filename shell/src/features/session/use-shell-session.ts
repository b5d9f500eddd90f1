import { useEffect } from 'react';
import { bus, isLang, loadSession, navigate } from '@jad/shared-ui/core';
import { loadShellLocale } from '@/i18n';
import { applyServerPreferences } from '@/lib/preferences/server-preferences';

/** Loads the session and applies the signed-in user's saved language and theme. */
async function refreshSession(): Promise<void> {
  const session = await loadSession();
  // A saved language other than this page's is applied in place: its texts must be there first.
  if (session.user && isLang(session.user.language))
    await loadShellLocale(session.user.language).catch(() => undefined);
  applyServerPreferences(session.user);
}

let started: Promise<void> | null = null;

/** The session load of this page: started as early as possible (bootstrap), shared by later callers. */
export function startSession(): Promise<void> {
  started ??= refreshSession();
  return started;
}

/**
 * The shell's side of the session (spec §4): load it at start, follow sign-in and sign-out announced by the
 * account remote, and send visitors to sign in when a remote asks for a session.
 */
export function useShellSession(): void {
  useEffect(() => {
    void startSession();
    const offIn = bus.on('account:signed-in', () => {
      // The new session's CSRF token and the member's own preferences.
      void refreshSession();
    });
    const offOut = bus.on('account:signed-out', () => {
      if (window.location.pathname !== '/') navigate('/');
    });
    return () => {
      offIn();
      offOut();
    };
  }, []);
}
