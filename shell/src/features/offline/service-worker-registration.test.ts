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
