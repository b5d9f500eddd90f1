import { appStore } from '@jad/shared-ui';

const MAX_WAIT_MS = 3000;

/**
 * Resolves once the session is known. The api's POST reads (spec §7) are writes to the CSRF guard: a
 * signed-in browser sending one before the CSRF token is in the store gets a 403. So the first calls
 * of a page wait for the session (at most a few seconds, then go ahead as a visitor would).
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
