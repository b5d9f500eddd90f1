// The inline script index.html runs while it is parsed: it preloads the shell chunks of the page's remote.
import domainRoutes from '@/app/domain-routes.json';
import { domainForPath } from '@/app/route-domain';

// CommonJS build tooling (the shell's webpack config uses it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { domainsBySegment, preloadRemoteChunks } = require('../../../build-tools/html-plugins.js') as {
  domainsBySegment: (routes: Record<string, string[]>) => Record<string, string>;
  preloadRemoteChunks: (entrySrc: string) => void;
};

const files = {
  hotels: ['/mui-common.1.js', '/mui-hotels.1.js'],
  social: ['/mui-social.1.js'],
  account: ['/mui-account.1.js'],
};
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));

const ENTRY = '/main.js?abc123';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Index.html at `path` with the inline script run as the page runs it: its own source text. */
function pageAt(path: string, json = JSON.stringify({ segments: domainsBySegment(domainRoutes), files })) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="jad-remote-preloads">${json}</script>`;
  new Function(`(${preloadRemoteChunks.toString()})(${JSON.stringify(ENTRY)});`)();
}

/** A script element of the page finishing its load. */
async function scriptLoaded(src: string) {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  document.head.appendChild(script);
  script.dispatchEvent(new Event('load'));
  await settle();
}

afterAll(() => window.history.replaceState(null, '', '/'));

test("a remote's page preloads that remote's shell chunks once main.js has loaded, not before", async () => {
  pageAt('/hotels?city=dubai');
  await settle();
  await scriptLoaded('/other.js');
  expect(preloads()).toEqual([]);
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual(['/mui-common.1.js', '/mui-hotels.1.js']);
  pageAt('/profile/sara');
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual(['/mui-social.1.js']);
});

test("a page with a list of its own preloads that list, other pages of its domain the domain's", async () => {
  const json = JSON.stringify({
    segments: domainsBySegment(domainRoutes),
    files,
    pages: { '/feed': ['/feed-only.1.js'] },
  });
  pageAt('/feed/', json);
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual(['/feed-only.1.js']);
  pageAt('/profile/sara', json);
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual(['/mui-social.1.js']);
});

test('a long list is added a few links per task, all of them in the end', async () => {
  const many = Array.from({ length: 10 }, (_, i) => `/chunk-${i}.js`);
  pageAt('/feed', JSON.stringify({ segments: { feed: 'social' }, files: { social: many } }));
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual(many.slice(0, 4));
  for (let i = 0; i < 3; i++) await settle();
  expect(preloads()).toEqual(many);
});

test("the shell's own pages, unknown paths and a broken list preload nothing", async () => {
  for (const path of ['/', '/about-us', '/constructor', '/__proto__/x']) {
    pageAt(path);
    await scriptLoaded(ENTRY);
    expect(preloads()).toEqual([]);
  }
  pageAt('/hotels', '{oops');
  await scriptLoaded(ENTRY);
  expect(preloads()).toEqual([]);
});

test('the first segment tells the same domain as the shell router for every route pattern', () => {
  const segments = domainsBySegment(domainRoutes);
  for (const [domain, patterns] of Object.entries(domainRoutes)) {
    for (const pattern of patterns) {
      const path = pattern.replace(':username', 'sara').replace('*', 'x');
      expect([segments[path.split('/')[1]!], domainForPath(path)]).toEqual([domain, domain]);
    }
  }
});

test('a segment claimed by two domains fails the build', () => {
  expect(() => domainsBySegment({ hotels: ['/hotels'], activities: ['/hotels/*'] })).toThrow(
    /hotels belongs to hotels and activities/,
  );
});
