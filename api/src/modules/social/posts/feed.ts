import { HttpError } from '../../../lib/http-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { ID_KIND } from '../shared/ids';
import type { SqlRunner } from '../shared/sql-runner';
import type { FeedPage } from '../types';
import { hydratePosts } from './hydrate';
import { discoveryStream, feedStreams, type StreamRow } from './repository';

/** Share of a signed-in reader's page that goes to people they follow (the rest is discovery). */
export const FOLLOWED_SHARE = 0.7;
const START = Number.MAX_SAFE_INTEGER;

/** Where each stream stopped: the last id handed out, or 0 when the stream is exhausted. */
export interface FeedCursor {
  followed: number;
  discovery: number;
}

export function encodeCursor(ids: OpaqueIds, cursor: FeedCursor): string {
  return `${ids.encodeId(ID_KIND.cursor, cursor.followed)}.${ids.encodeId(ID_KIND.cursor, cursor.discovery)}`;
}

export function decodeCursor(ids: OpaqueIds, value: string | undefined): FeedCursor {
  if (!value) return { followed: START, discovery: START };
  const [a, b, extra] = value.split('.');
  const followed = a ? ids.tryDecodeId(ID_KIND.cursor, a) : null;
  const discovery = b ? ids.tryDecodeId(ID_KIND.cursor, b) : null;
  if (followed === null || discovery === null || extra !== undefined) throw new HttpError(400, 'cursor: Invalid cursor');
  return { followed, discovery };
}

/** Where a stream continues after handing out `taken` of the `fetched` rows (fetched with limit + 1). */
function nextPosition(fetched: StreamRow[], taken: number, current: number): number {
  if (fetched.length > taken) return taken > 0 ? fetched[taken - 1].id : current;
  return 0;
}

/**
 * Plan a page from the two streams: about 70 % followed people (and the reader's own posts), the rest
 * discovery; whichever stream runs short, the other fills in. Pure, so the rule is tested on its own.
 */
export function planPage(followed: StreamRow[], discovery: StreamRow[], limit: number, cursor: FeedCursor) {
  const wantFollowed = Math.ceil(limit * FOLLOWED_SHARE);
  const takeDiscovery = Math.min(discovery.length, limit - Math.min(followed.length, wantFollowed));
  const takeFollowed = Math.min(followed.length, limit - takeDiscovery);
  const picked = [...followed.slice(0, takeFollowed), ...discovery.slice(0, takeDiscovery)].sort((x, y) => y.id - x.id);
  const next: FeedCursor = {
    followed: nextPosition(followed, takeFollowed, cursor.followed),
    discovery: nextPosition(discovery, takeDiscovery, cursor.discovery),
  };
  return {
    ids: picked.map((r) => r.id),
    discoveryIds: new Set(discovery.slice(0, takeDiscovery).map((r) => r.id)),
    next: next.followed === 0 && next.discovery === 0 ? null : next,
  };
}

/** The feed: newest first, keyset pagination on both streams; visitors get everyone's posts. */
export async function readFeed(run: SqlRunner, ids: OpaqueIds, viewerId: number | null, cursorValue: string | undefined, limit: number): Promise<FeedPage> {
  const cursor = decodeCursor(ids, cursorValue);
  if (viewerId === null) {
    const rows = cursor.discovery > 0 ? await discoveryStream(run, null, cursor.discovery, limit + 1) : [];
    const page = rows.slice(0, limit);
    const next = rows.length > limit ? { followed: 0, discovery: page[page.length - 1].id } : null;
    return {
      rows: await hydratePosts(run, ids, null, page.map((r) => r.id)),
      next_cursor: next ? encodeCursor(ids, next) : null,
    };
  }
  const { followed, discovery } = await feedStreams(run, viewerId, cursor, limit + 1);
  const plan = planPage(followed, discovery, limit, cursor);
  return {
    rows: await hydratePosts(run, ids, viewerId, plan.ids, { discoveryIds: plan.discoveryIds }),
    next_cursor: plan.next ? encodeCursor(ids, plan.next) : null,
  };
}
