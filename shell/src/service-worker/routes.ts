// Which requests the service worker answers how (sw.ts). Pure functions of the URL and method, so they are tested
// without a worker (routes.test.ts).

const API = '/api/v1';

/** The reads that keep a signed-in member's trips readable offline: their plans, orders and tickets. */
const MEMBER_READS: ReadonlyArray<{ method: 'GET' | 'POST'; path: string }> = [
  // Who is signed in: the worker learns the member from its answer (and forgets the last one's data).
  { method: 'GET', path: `${API}/auth/session` },
  { method: 'POST', path: `${API}/plans/fetch-all` },
  { method: 'POST', path: `${API}/plans/fetch` },
  { method: 'GET', path: `${API}/orders` },
  // A hotel order, and an activity order with its tickets (each with its QR code, drawn inline by the api).
  { method: 'POST', path: `${API}/orders/manage` },
  { method: 'POST', path: `${API}/activities/orders/manage` },
];

export const SESSION_PATH = `${API}/auth/session`;
export const SIGN_OUT_PATH = `${API}/auth/signout`;
export const REMOTE_MANIFEST_PATH = `${API}/remotes/manifest`;

export function isMemberRead(method: string, url: URL): boolean {
  return MEMBER_READS.some((r) => r.method === method && r.path === url.pathname);
}

/**
 * A write to the api (anything but GET/HEAD that is not a member read): sent as is, and when there is no network
 * answered with a clear refusal instead of a generic failure. Uploads are left to the browser (large bodies).
 */
export function isApiWrite(method: string, url: URL): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  if (!url.pathname.startsWith(`${API}/`) || url.pathname.startsWith(`${API}/upload`)) return false;
  return !isMemberRead(method, url);
}

/** `/remotes/<mfe>/<version>/<file>`: a remote release's file. */
const REMOTE_FILE = /^\/remotes\/[^/]+\/[^/]+\/.+/;
/** webpack's [contenthash] (`1234.3f2a1b4c9d.js`): the name changes with the content. */
const HASHED = /[.-][a-f0-9]{8,}\.[a-z0-9]+$/i;

/**
 * A remote's content-hashed file: the same URL is always the same bytes, so it is served from the cache first and
 * a new release (new hashes, under a new version folder) can never be mixed with an old one.
 */
export function isVersionedRemoteFile(url: URL): boolean {
  return REMOTE_FILE.test(url.pathname) && HASHED.test(url.pathname);
}

/**
 * A remote's entry files (remoteEntry.js, mf-manifest.json, frame.js…): a re-release of a version may replace them
 * in place (nginx and the api revalidate them too), so the network comes first and the cache is the offline copy.
 */
export function isRemoteEntryFile(url: URL): boolean {
  return REMOTE_FILE.test(url.pathname) && !HASHED.test(url.pathname);
}

/** Page loads the shell answers (client routes); not the api, uploaded media or remote files. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/media\//, /^\/remotes\//];

/**
 * The cache key of a member read: its URL, and for a POST read a digest of its body (which plan, which page),
 * as a GET request, since the Cache API stores only GETs.
 */
export async function memberReadKey(method: string, url: string, body: string): Promise<string> {
  if (method === 'GET') return url;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('jad-body', hex);
  return key.href;
}

/** The member in a session answer (`{ user: { uuid } }`), null when signed out or unreadable. */
export function memberOf(session: unknown): string | null {
  if (typeof session !== 'object' || session === null) return null;
  const user = (session as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const uuid = (user as { uuid?: unknown }).uuid;
  return typeof uuid === 'string' && uuid !== '' ? uuid : null;
}

/** The api's error shape (code + English message) for a request that could not be sent or answered offline. */
export function offlineAnswer(kind: 'not-sent' | 'not-saved'): { code: string; message: string } {
  return kind === 'not-sent'
    ? { code: 'offline', message: 'You are offline: nothing was sent. Try again when you are back online.' }
    : { code: 'offline_not_saved', message: 'You are offline and this page was not saved on this device.' };
}

/** Messages the page sends the worker. */
export type PageMessage = { type: 'jad:skip-waiting' } | { type: 'jad:signed-out' };

export function isPageMessage(data: unknown): data is PageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'jad:skip-waiting' || type === 'jad:signed-out';
}
