import { invalid } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { ID_KIND } from '../shared/ids';
import type { SqlRunner } from '../shared/sql-runner';
import type { FeedPage, PublicPost } from '../types';
import { toNumber } from '../shared/raw';
import { feedPageSql } from './feed-queries';
import { toPublicPost } from './hydrate';

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
  if (followed === null || discovery === null || extra !== undefined)
    throw invalid('invalid_cursor', { field: 'cursor' });
  return { followed, discovery };
}

/**
 * Where a stream continues after the page: it fetched `fetched` rows (limit + 1 asked) and `taken` of them went
 * on the page, the last (oldest) being `lastTaken`. A stream that had no more rows than it gave is exhausted (0).
 */
export function nextPosition(fetched: number, taken: number, lastTaken: number | undefined, current: number): number {
  if (fetched > taken) return taken > 0 && lastTaken !== undefined ? lastTaken : current;
  return 0;
}

/**
 * The feed: newest first, keyset pagination on both streams; visitors get everyone's posts. One statement
 * (feed-queries.ts, feedPageSql) reads both streams, plans the page (about 70 % followed people and the
 * reader's own posts, the rest discovery; whichever stream runs short, the other fills in) and hydrates it.
 */
export async function readFeed(
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  cursorValue: string | undefined,
  limit: number,
): Promise<FeedPage> {
  const cursor = decodeCursor(ids, cursorValue);
  const followedBefore = viewerId === null ? 0 : cursor.followed;
  const wantFollowed = viewerId === null ? 0 : Math.ceil(limit * FOLLOWED_SHARE);
  // one statement name per shape (either stream may be exhausted, a visitor has no followed stream)
  const shape = `${viewerId === null ? 'v' : ''}${followedBefore > 0 ? 'f' : ''}${cursor.discovery > 0 ? 'd' : ''}`;
  if (shape === '' || shape === 'v') return { rows: [], next_cursor: null };
  const rows = await run(
    `social_feed_page_${shape}_${limit}`,
    feedPageSql(viewerId, followedBefore, cursor.discovery, { limit, wantFollowed }),
  );
  const [first] = rows;
  if (!first) return { rows: [], next_cursor: null }; // both streams were empty

  const taken = { f: [] as number[], d: [] as number[] };
  const page: PublicPost[] = [];
  for (const r of rows) {
    const stream = r.stream === 'f' ? 'f' : 'd';
    taken[stream].push(toNumber(r.picked_id)); // rows come newest first: the last pushed is the oldest taken
    // a post whose author was deleted meanwhile still counts for the plan, but is not shown
    if (r.uuid !== null && r.uuid !== undefined)
      page.push(toPublicPost(r, ids, viewerId, viewerId !== null && stream === 'd'));
  }
  const next: FeedCursor = {
    followed: nextPosition(toNumber(first.nf), taken.f.length, taken.f.at(-1), followedBefore),
    discovery: nextPosition(toNumber(first.nd), taken.d.length, taken.d.at(-1), cursor.discovery),
  };
  return {
    rows: page,
    next_cursor: next.followed === 0 && next.discovery === 0 ? null : encodeCursor(ids, next),
  };
}
