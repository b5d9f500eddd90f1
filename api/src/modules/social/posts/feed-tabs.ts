import { invalid, unauthorized } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { ID_KIND } from '../shared/ids';
import { toNumber } from '../shared/raw';
import type { SqlRunner } from '../shared/sql-runner';
import type { FeedPage, PublicPost } from '../types';
import { followingPageSql, forYouOlderSql, forYouPickSql, type RankedPosition } from './feed-tab-queries';
import type { ForYouWindows, RankedWindow } from './for-you-window';
import { toPublicPost } from './hydrate';

export const FEED_TABS = ['following', 'for_you'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

const START = Number.MAX_SAFE_INTEGER;

/** Rows of one page (limit + 1 were asked): the page, whether more follow, and the last row taken. */
function split(rows: Record<string, unknown>[], limit: number) {
  const taken = rows.slice(0, limit);
  return { taken, more: rows.length > limit, last: taken.at(-1) };
}

/**
 * Rows whose author was deleted meanwhile hold the page's place but are not shown. In For you, a member's post
 * from someone they do not follow is marked as discovery ("Suggested for you"), as in the mixed feed.
 */
function shown(rows: Record<string, unknown>[], ids: OpaqueIds, viewerId: number | null, forYou: boolean) {
  const out: PublicPost[] = [];
  for (const r of rows) {
    if (r.uuid === null || r.uuid === undefined) continue;
    out.push(toPublicPost(r, ids, viewerId, forYou && viewerId !== null && !r.followed));
  }
  return out;
}

const bad = () => invalid('invalid_cursor', { field: 'cursor' });

/** Following: keyset on id, newest first; the cursor is the last id handed out. */
export async function readFollowingTab(
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  cursor: string | undefined,
  limit: number,
): Promise<FeedPage> {
  if (viewerId === null) throw unauthorized('unauthorized');
  const before = cursor === undefined ? START : ids.tryDecodeId(ID_KIND.cursor, cursor);
  if (before === null) throw bad();
  const rows = await run(`social_feed_following_${limit}`, followingPageSql(viewerId, before, limit + 1));
  const { taken, more, last } = split(rows, limit);
  return {
    rows: shown(taken, ids, viewerId, false),
    next_cursor: more && last ? ids.encodeId(ID_KIND.cursor, toNumber(last.id)) : null,
  };
}

/**
 * For you cursors: `r.<pin>.<floor>.<score>.<id>` while the ranked window lasts, `c.<id>` after it. A post's
 * score only moves with its counts; one that gains engagement while a reader pages can jump above the cursor
 * (and is not shown twice), one that loses it can fall below it again, which the client's merge by post id absorbs.
 */
type ForYouCursor = { kind: 'ranked'; position: RankedPosition } | { kind: 'older'; before: number };

function encodeForYou(ids: OpaqueIds, cursor: ForYouCursor): string {
  const e = (n: number) => ids.encodeId(ID_KIND.cursor, n);
  if (cursor.kind === 'older') return `c.${e(cursor.before)}`;
  const { pin, floor, after } = cursor.position;
  return after ? `r.${e(pin)}.${e(floor)}.${e(after.score)}.${e(after.id)}` : `r.${e(pin)}.${e(floor)}`;
}

function decodeForYou(ids: OpaqueIds, value: string | undefined): ForYouCursor | null {
  if (value === undefined) return null;
  const [kind, ...parts] = value.split('.');
  const n = parts.map((p) => ids.tryDecodeId(ID_KIND.cursor, p));
  if (n.some((x) => x === null)) throw bad();
  const [a, b, c, d] = n as number[];
  if (kind === 'c' && n.length === 1 && a !== undefined) return { kind: 'older', before: a };
  if (kind === 'r' && a !== undefined && b !== undefined && (n.length === 2 || n.length === 4)) {
    const after = c !== undefined && d !== undefined ? { score: c, id: d } : null;
    return { kind: 'ranked', position: { pin: a, floor: b, after } };
  }
  throw bad();
}

/** Candidates a reader's pick is asked about at once: room for a page even when a few are left out. */
const PICK_SPREAD = 4;

/**
 * The reader's next `fetch` rows of a window below `after`: the window's order, minus the reader's own posts (known
 * here) and, in SQL, hidden posts and muted or blocked authors. Asked a few pages' worth at a time until enough.
 */
async function pickFromWindow(
  run: SqlRunner,
  viewerId: number | null,
  window: RankedWindow,
  after: RankedPosition['after'],
  fetch: number,
): Promise<{ rows: Record<string, unknown>[]; score: Map<number, number> }> {
  const score = new Map<number, number>();
  const candidates: number[] = [];
  for (const post of window.posts) {
    if (after && (post.score > after.score || (post.score === after.score && post.id >= after.id))) continue;
    if (post.userId === viewerId) continue;
    candidates.push(post.id);
    score.set(post.id, post.score);
  }
  const rows: Record<string, unknown>[] = [];
  const who = viewerId === null ? 'v' : 'm';
  for (let at = 0; at < candidates.length && rows.length < fetch; at += fetch * PICK_SPREAD) {
    const chunk = candidates.slice(at, at + fetch * PICK_SPREAD);
    rows.push(...(await run(`social_for_you_pick_${who}_${fetch}`, forYouPickSql(viewerId, chunk, fetch))));
  }
  return { rows: rows.slice(0, fetch), score };
}

/**
 * For you (visitors too): the FOR_YOU_WINDOW newest public posts ranked by FOR_YOU_SCORE (one ranking shared by
 * every reader: for-you-window.ts), keyset on (score, id); then older posts newest first, keyset on id. Never the
 * reader's own posts, nor muted or blocked authors.
 */
export async function readForYouTab(
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  cursorValue: string | undefined,
  limit: number,
  windows: ForYouWindows,
): Promise<FeedPage> {
  const cursor = decodeForYou(ids, cursorValue);
  const who = viewerId === null ? 'v' : 'm';
  if (cursor?.kind === 'older') {
    const rows = await run(`social_feed_older_${who}_${limit}`, forYouOlderSql(viewerId, cursor.before, limit + 1));
    const { taken, more, last } = split(rows, limit);
    return {
      rows: shown(taken, ids, viewerId, true),
      next_cursor: more && last ? encodeForYou(ids, { kind: 'older', before: toNumber(last.id) }) : null,
    };
  }
  const position = cursor?.position ?? null;
  const window = await windows.get(position);
  // a first page with no window: there are no public posts (a later one carries on below its floor)
  const bounds = position ?? window;
  if (!bounds) return { rows: [], next_cursor: null };
  const { pin, floor } = bounds;
  const picked = window
    ? await pickFromWindow(run, viewerId, window, position?.after ?? null, limit + 1)
    : { rows: [], score: new Map<number, number>() };
  const { taken, more, last } = split(picked.rows, limit);
  const page = shown(taken, ids, viewerId, true);
  if (more && last) {
    const id = toNumber(last.id);
    const after = { score: picked.score.get(id) ?? 0, id };
    return { rows: page, next_cursor: encodeForYou(ids, { kind: 'ranked', position: { pin, floor, after } }) };
  }
  // the window ends on this page: fill the rest with older posts
  const older = await readForYouTab(
    run,
    ids,
    viewerId,
    encodeForYou(ids, { kind: 'older', before: floor }),
    Math.max(1, limit - taken.length),
    windows,
  );
  if (taken.length >= limit) {
    return {
      rows: page,
      next_cursor: older.rows.length > 0 ? encodeForYou(ids, { kind: 'older', before: floor }) : null,
    };
  }
  return { rows: [...page, ...older.rows], next_cursor: older.next_cursor };
}
