import { preloadRemoteFor } from './preload';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
const remoteEntry = (version: string) => `/remotes/mfe-hotels/${version}/remoteEntry.js`;

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.__jadManifest;
  sessionStorage.clear();
});

test("a remote's page preloads the remoteEntry.js the visitor gets", async () => {
  window.__jadManifest = Promise.resolve({
    remotes: { hotels: { stable: '2.0.0', versions: [{ version: '2.0.0', url: remoteEntry('2.0.0'), weight: 100 }] } },
  });
  preloadRemoteFor('/hotels');
  await window.__jadManifest;
  await Promise.resolve();
  expect(preloads()).toContain(`http://localhost${remoteEntry('2.0.0')}`);
  expect(document.head.querySelector('link[href$="remoteEntry.js"]')?.getAttribute('as')).toBe('script');
});

test('a QA pin in the query is the version preloaded', async () => {
  window.history.replaceState(null, '', '/hotels?mf.hotels=2.1.0');
  window.__jadManifest = Promise.resolve({
    remotes: {
      hotels: {
        stable: '2.0.0',
        versions: [
          { version: '2.0.0', url: remoteEntry('2.0.0'), weight: 100 },
          { version: '2.1.0', url: remoteEntry('2.1.0'), weight: 0 },
        ],
      },
    },
  });
  preloadRemoteFor('/hotels');
  await window.__jadManifest;
  await Promise.resolve();
  expect(preloads()).toContain(`http://localhost${remoteEntry('2.1.0')}`);
  expect(preloads()).not.toContain(`http://localhost${remoteEntry('2.0.0')}`);
  window.history.replaceState(null, '', '/');
});

test("the shell's own pages preload nothing, nor does a failed early manifest", async () => {
  window.__jadManifest = Promise.resolve({
    remotes: { hotels: { stable: '2.0.0', versions: [{ version: '2.0.0', url: remoteEntry('2.0.0'), weight: 100 }] } },
  });
  preloadRemoteFor('/about-us');
  window.__jadManifest = Promise.resolve(null);
  preloadRemoteFor('/feed');
  await window.__jadManifest;
  await Promise.resolve();
  expect(preloads()).toEqual([]);
});
