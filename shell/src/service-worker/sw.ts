// The service worker (issue 22 item 4), built by Workbox's InjectManifest into /sw.js (build-tools/pwa-plugins.js).
// - The shell is precached: every page load is answered from this build's index.html and scripts, so a page never
//   mixes files of two builds; a new build installs in the background and the page offers to reload.
// - Remotes: content-hashed files cache-first (same URL, same bytes), entry files and the remote manifest
//   network-first, so online the newest release is used and offline the last one seen, whole. The versions the
//   manifest gives now are precached whole (each release's precache.json) at install and whenever the manifest
//   names other versions; the files of versions no longer given are then dropped.
// - A signed-in member's plans, orders and tickets: network-first with the last answer kept for offline reading,
//   for that member only, deleted on sign-out or when another member signs in.
// - Writes made offline are refused with a clear answer (code `offline`), never lost silently.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  NAVIGATION_DENYLIST,
  REMOTE_MANIFEST_PATH,
  SESSION_PATH,
  SIGN_OUT_PATH,
  isApiWrite,
  isMemberRead,
  isPageMessage,
  isRemoteEntryFile,
  isVersionedRemoteFile,
  memberOf,
  memberReadKey,
  offlineAnswer,
} from './routes';
import { PRECACHE_FILE, currentReleaseFolders, isOutdatedRemoteFile, releaseFileUrls } from './remote-releases';

/** What this file uses of the worker's global scope (the shell's types are the page's, not a worker's). */
interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: StrategyEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
// Module-scoped: the worker's `self` (Workbox looks for the literal `self.__WB_MANIFEST` to fill in).
declare const self: WorkerScope;
/** The event a strategy is run under outside routing (install, or the fetch of the remote manifest). */
type StrategyEvent = Extract<Parameters<NetworkFirst['handle']>[0], { event: unknown }>['event'] & {
  waitUntil(p: Promise<unknown>): void;
};

const MEMBER_CACHE = 'jad-member-v1';
/** The member whose answers MEMBER_CACHE holds, stored in it so a restarted worker still knows. */
const MEMBER_ENTRY = '/__jad/member';

precacheAndRoute(self.__WB_MANIFEST, {
  // index.html asks for `main.js?<hash>`: the precached main.js is that file whatever the query.
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();
clientsClaim();

// Client routes (/plans, /plan?pid=…, /orders) are the shell's index.html of this build.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

const MANIFEST_CACHE = 'jad-remote-manifest';
const REMOTE_CACHES = { hashed: 'jad-remotes', entries: 'jad-remote-entries' };
const manifestStrategy = new NetworkFirst({ cacheName: MANIFEST_CACHE, networkTimeoutSeconds: 5 });
const remoteFiles = new CacheFirst({
  cacheName: REMOTE_CACHES.hashed,
  plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
});
const remoteEntries = new NetworkFirst({ cacheName: REMOTE_CACHES.entries, networkTimeoutSeconds: 5 });

// ---- the current remote releases, precached ----

/** The release folders precached last (kept in the manifest's cache, so a restarted worker still knows). */
const RELEASES_ENTRY = '/__jad/remote-releases';
let precaching: Promise<void> = Promise.resolve();

/**
 * Precaches every file of the versions the manifest gives now (through the same strategies and caches as the
 * pages' own requests), then drops the files of other versions. Runs once per set of versions; a set with a file
 * that could not be fetched is tried again with the next manifest. Best effort: a failure never stops the worker.
 */
function precacheReleases(event: StrategyEvent, manifest: unknown): Promise<void> {
  const run = async () => {
    const current = currentReleaseFolders(manifest as Parameters<typeof currentReleaseFolders>[0]);
    if (!current.length) return;
    const key = current.join(' ');
    const marker = await (await caches.open(MANIFEST_CACHE)).match(RELEASES_ENTRY);
    if (marker && (await marker.text()) === key) return;
    const urls: string[] = [];
    for (const folder of current) {
      const list = await fetch(folder + PRECACHE_FILE)
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
      // A release made before the lists existed: its files are still cached as pages use them.
      urls.push(...releaseFileUrls(folder, list));
    }
    let complete = true;
    // A few at a time: this runs beside the page's own requests.
    for (let i = 0; i < urls.length; i += 4) {
      const results = await Promise.allSettled(
        urls.slice(i, i + 4).map((href) => {
          const url = new URL(href, self.location.origin);
          const strategy = isVersionedRemoteFile(url) ? remoteFiles : remoteEntries;
          return strategy.handle({ event, request: new Request(url.href) });
        }),
      );
      if (results.some((r) => r.status === 'rejected' || !r.value.ok)) complete = false;
    }
    for (const name of Object.values(REMOTE_CACHES)) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (isOutdatedRemoteFile(new URL(request.url).pathname, current)) await cache.delete(request);
      }
    }
    if (complete) await (await caches.open(MANIFEST_CACHE)).put(RELEASES_ENTRY, new Response(key));
  };
  // One at a time (install and a page's manifest request may overlap); errors end here.
  precaching = precaching.then(run).catch(() => undefined);
  return precaching;
}

// At install, the versions given now: the pages a member never opened online open offline too.
self.addEventListener('install', (event) => {
  event.waitUntil(
    manifestStrategy
      .handle({ event, request: new Request(REMOTE_MANIFEST_PATH) })
      .then((response) => response.json())
      .then((manifest: unknown) => precacheReleases(event, manifest))
      .catch(() => undefined),
  );
});

// Each page asks for the manifest: a new release it names is precached, the files of replaced versions dropped.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === REMOTE_MANIFEST_PATH,
  async ({ event, request }) => {
    const response = await manifestStrategy.handle({ event, request });
    if (response.ok) {
      event.waitUntil(
        response
          .clone()
          .json()
          .then((manifest: unknown) => precacheReleases(event as StrategyEvent, manifest))
          .catch(() => undefined),
      );
    }
    return response;
  },
);
registerRoute(({ url }) => url.origin === self.location.origin && isVersionedRemoteFile(url), remoteFiles);
registerRoute(({ url }) => url.origin === self.location.origin && isRemoteEntryFile(url), remoteEntries);

// ---- the member's reads ----

let memberQueue: Promise<unknown> = Promise.resolve();
/** One change of member at a time (parallel session answers must not interleave a delete and a write). */
const serial = <T>(task: () => Promise<T>): Promise<T> => {
  const run = memberQueue.then(task, task);
  memberQueue = run.catch(() => undefined);
  return run;
};

async function storedMember(): Promise<string | null> {
  const entry = await (await caches.open(MEMBER_CACHE)).match(MEMBER_ENTRY);
  return entry ? entry.text() : null;
}

/** Another member (or nobody) signed in: the last member's saved answers go, at once. */
function setMember(member: string | null): Promise<void> {
  return serial(async () => {
    if ((await storedMember()) === member) return;
    await caches.delete(MEMBER_CACHE);
    if (member) await (await caches.open(MEMBER_CACHE)).put(MEMBER_ENTRY, new Response(member));
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

async function memberRead({ request }: { request: Request }): Promise<Response> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const key = await memberReadKey(request.method, request.url, body);
  const isSession = new URL(request.url).pathname === SESSION_PATH;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const member = await storedMember();
    const saved = member ? await (await caches.open(MEMBER_CACHE)).match(key) : undefined;
    if (saved) {
      const headers = new Headers(saved.headers);
      headers.set('x-jad-offline', 'saved');
      return new Response(saved.body, { status: saved.status, headers });
    }
    return json(503, offlineAnswer('not-saved'));
  }
  if (isSession && response.ok) {
    await setMember(
      memberOf(
        await response
          .clone()
          .json()
          .catch(() => null),
      ),
    );
  }
  if (response.ok) {
    const member = await storedMember();
    // Only a signed-in member's answers are kept (a visitor's session answer holds nobody).
    if (member) await serial(async () => (await caches.open(MEMBER_CACHE)).put(key, response.clone()));
  }
  return response;
}

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && isMemberRead(request.method, url),
    memberRead,
    method,
  );
}

// ---- writes ----

async function write({ request }: { request: Request }): Promise<Response> {
  const signOut = new URL(request.url).pathname === SIGN_OUT_PATH;
  // Signing out forgets the member's saved answers whether or not the server could be told.
  if (signOut) await setMember(null);
  try {
    return await fetch(request);
  } catch {
    return json(503, offlineAnswer('not-sent'), { 'x-jad-offline': 'not-sent' });
  }
}

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && isApiWrite(request.method, url),
    write,
    method,
  );
}

self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return;
  if (event.data.type === 'jad:skip-waiting') event.waitUntil(self.skipWaiting());
  if (event.data.type === 'jad:signed-out') event.waitUntil(setMember(null));
});
