import { preloadRemoteFor } from './preload';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
const remoteEntry = (version: string) => `/remotes/mfe-hotels/${version}/remoteEntry.js`;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="jad-remote-preloads">${JSON.stringify({ hotels: ['/mui-common.1234567890.js', '/mui-hotels.1234567890.js'], social: ['/x.js'] })}</script>`;
  delete window.__jadManifest;
  sessionStorage.clear();
});

test("a remote's page preloads the shell chunks its remote uses and the remoteEntry.js the visitor gets", async () => {
  window.__jadManifest = Promise.resolve({ remotes: { hotels: { stable: '2.0.0', versions: [{ version: '2.0.0', url: remoteEntry('2.0.0'), weight: 100 }] } } });
  preloadRemoteFor('/hotels');
  expect(preloads()).toEqual(['/mui-common.1234567890.js', '/mui-hotels.1234567890.js']);
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

test("the shell's own pages preload nothing, and a failed early manifest only skips the remoteEntry hint", async () => {
  preloadRemoteFor('/about-us');
  expect(preloads()).toEqual([]);
  window.__jadManifest = Promise.resolve(null);
  preloadRemoteFor('/feed');
  await window.__jadManifest;
  await Promise.resolve();
  expect(preloads()).toEqual(['/x.js']);
});

test('a broken list is ignored', () => {
  document.body.innerHTML = '<script type="application/json" id="jad-remote-preloads">{oops</script>';
  preloadRemoteFor('/hotels');
  expect(preloads()).toEqual([]);
});
