import { appStore } from '../store/app-store';

const MAX_WAIT_MS = 3000;

/**
 * Resolves once the session is known: a signed-in browser's writes need the CSRF token from it, and
 * member-only answers (favourites, orders) need the cookie recognised. Waits a few seconds at most.
 */
export function sessionReady(): Promise<void> {
  if (appStore.getState().sessionStatus !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    const unsubscribe = appStore.subscribe((state) => {
      if (state.sessionStatus !== 'loading') done();
    });
  });
}
