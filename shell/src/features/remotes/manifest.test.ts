import type * as ManifestModule from './manifest';
import type { RemoteManifest } from './manifest';

const manifest: RemoteManifest = {
  remotes: {
    hotels: {
      stable: '1.0.0',
      versions: [{ version: '1.0.0', url: '/remotes/mfe-hotels/1.0.0/remoteEntry.js', weight: 100 }],
    },
  },
};
const other: RemoteManifest = { remotes: {} };

/** A fresh copy of the module (it keeps the page's one request in a module variable). */
async function freshFetchManifest() {
  let mod: typeof ManifestModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./manifest');
  });
  return mod!.fetchManifest;
}

beforeEach(() => {
  delete window.__jadManifest;
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => other }) as unknown as typeof fetch;
});

test("index.html's early request is used, once, and no second request is made", async () => {
  window.__jadManifest = Promise.resolve(manifest);
  const fetchManifest = await freshFetchManifest();
  await expect(fetchManifest()).resolves.toEqual(manifest);
  await expect(fetchManifest()).resolves.toEqual(manifest);
  expect(global.fetch).not.toHaveBeenCalled();
  expect(window.__jadManifest).toBeUndefined();
});

test('an early request that failed (null) is made again by the shell', async () => {
  window.__jadManifest = Promise.resolve(null);
  const fetchManifest = await freshFetchManifest();
  await expect(fetchManifest()).resolves.toEqual(other);
  expect(global.fetch).toHaveBeenCalledWith('/api/v1/remotes/manifest', expect.objectContaining({ cache: 'no-store' }));
});

test('without an early request the shell asks itself; a failure is retried on the next call', async () => {
  (global.fetch as jest.Mock).mockResolvedValueOnce({ ok: false, status: 503 });
  const fetchManifest = await freshFetchManifest();
  await expect(fetchManifest()).rejects.toThrow('manifest: HTTP 503');
  await expect(fetchManifest()).resolves.toEqual(other);
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
