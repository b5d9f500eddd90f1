import { appStore } from '../store/app-store';
import { sessionReady } from './session-ready';

afterEach(() => jest.useRealTimers());

test('resolves at once when the session is known', async () => {
  appStore.getState().setSession({ user: null, csrfToken: null });
  await expect(sessionReady()).resolves.toBeUndefined();
});

test('waits while the session loads, and resolves when it is known', async () => {
  appStore.getState().setSession({ user: null, csrfToken: null, status: 'loading' });
  let done = false;
  const ready = sessionReady().then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  appStore.getState().setSession({ user: null, csrfToken: 'token' });
  await ready;
  expect(done).toBe(true);
});

test('gives up waiting after a few seconds', async () => {
  jest.useFakeTimers();
  appStore.getState().setSession({ user: null, csrfToken: null, status: 'loading' });
  const ready = sessionReady();
  jest.advanceTimersByTime(3000);
  await expect(ready).resolves.toBeUndefined();
});
