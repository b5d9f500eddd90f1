// The service worker (issue 22 item 4), built by Workbox's InjectManifest into /sw.js (build-tools/pwa-plugins.js).
// - The shell is precached: every page load is answered from this build's index.html and scripts, so a page never
//   mixes files of two builds; a new build installs in the background and the page offers to reload.
// - Remotes: content-hashed files cache-first (same URL, same bytes), entry files and the remote manifest
//   network-first, so online the newest release is used and offline the last one seen, whole.
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

/** What this file uses of the worker's global scope (the shell's types are the page's, not a worker's). */
interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
// Module-scoped: the worker's `self` (Workbox looks for the literal `self.__WB_MANIFEST` to fill in).
declare const self: WorkerScope;

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

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === REMOTE_MANIFEST_PATH,
  new NetworkFirst({ cacheName: 'jad-remote-manifest', networkTimeoutSeconds: 5 }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && isVersionedRemoteFile(url),
  new CacheFirst({
    cacheName: 'jad-remotes',
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && isRemoteEntryFile(url),
  new NetworkFirst({ cacheName: 'jad-remote-entries', networkTimeoutSeconds: 5 }),
);

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
