import { checkRemoteRelease, onUpdateAvailable, stableVersions } from './service-worker-registration';

const manifest = (plans: string) => ({
  remotes: {
    plans: {
      stable: plans,
      versions: [{ version: plans, url: `/remotes/mfe-plans/${plans}/remoteEntry.js`, weight: 100 }],
    },
    hotels: { stable: '0.1.0', versions: [] },
  },
});

describe('update detection', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads each domain stable version, order-independent', () => {
    expect(stableVersions(manifest('0.2.0'))).toBe('hotels@0.1.0,plans@0.2.0');
    expect(stableVersions(null)).toBeNull();
  });

  it('offers a reload when a remote was released since the page started, not before', async () => {
    let answer = manifest('0.1.0');
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => answer })) as unknown as typeof fetch;
    const seen = jest.fn();
    const stop = onUpdateAvailable(seen);
    await checkRemoteRelease(); // the page's start
    await checkRemoteRelease(); // same release: nothing
    expect(seen).not.toHaveBeenCalled();
    answer = manifest('0.2.0');
    await checkRemoteRelease();
    expect(seen).toHaveBeenCalledWith(true);
    stop();
  });
});

describe('a new build of the shell', () => {
  it('offers a reload when a new worker waits, and hands over to it before reloading', async () => {
    jest.useFakeTimers();
    const posted: unknown[] = [];
    const waiting = { postMessage: (m: unknown) => posted.push(m), state: 'installed' };
    const listeners = new Map<string, () => void>();
    const registration = {
      waiting,
      installing: null,
      addEventListener: jest.fn(),
      update: jest.fn(async () => undefined),
    };
    const register = jest.fn(async () => registration);
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: {}, // an older worker controls this page
        register,
        addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      },
    });
    global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof fetch;
    jest.resetModules(); // a fresh module: nothing announced yet
    const { startServiceWorker, onUpdateAvailable, applyUpdate } = await import('./service-worker-registration');
    const seen = jest.fn();
    onUpdateAvailable(seen);
    const started = startServiceWorker();
    // Registered only once the page is idle, off the first load.
    expect(register).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2500);
    await started;
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(seen).toHaveBeenCalledWith(true);

    applyUpdate();
    expect(posted).toEqual([{ type: 'jad:skip-waiting' }]);
    expect(listeners.has('controllerchange')).toBe(true);
    jest.useRealTimers();
  });
});
