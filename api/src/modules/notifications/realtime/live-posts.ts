import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { ID_KIND } from '../../social/shared/ids';
import type { SqlRunner } from '../../social/shared/sql-runner';
import { findSummaries, toSocialUser } from '../../social/shared/user-summary';
import type { LivePostEvent } from '../types';

/** The NOTIFY channel of new posts: `{a: author id, p: post id}`, sent at the post's commit. */
export const LIVE_POSTS_CHANNEL = 'jad_feed_live';

export interface NewPostEvent {
  authorId: number;
  postId: number;
}

/**
 * Announces a new post to every api instance, inside the post's own transaction: NOTIFY is delivered at commit,
 * so a post that rolls back is never announced, and no job or second bus is needed.
 */
export async function announceNewPost(tx: Db, event: NewPostEvent): Promise<void> {
  const payload = JSON.stringify({ a: event.authorId, p: event.postId });
  await tx.execute(sql`select pg_notify(${LIVE_POSTS_CHANNEL}, ${payload})`);
}

/** Parses a NOTIFY payload; anything malformed is ignored rather than trusted. */
export function parseNewPostPayload(payload: string | undefined): NewPostEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { a?: unknown; p?: unknown };
    const authorId = Number(value.a);
    const postId = Number(value.p);
    if (!Number.isSafeInteger(authorId) || authorId <= 0 || !Number.isSafeInteger(postId) || postId <= 0) return null;
    return { authorId, postId };
  } catch {
    return null;
  }
}

/**
 * Of the people with a stream open on this instance, those who should hear of the author's new post: they follow
 * the author, have not muted them, and no block stands either way (a block ends follows, but a stale row must not
 * leak). One query per post per instance, bounded by the open streams, not by the author's followers.
 */
export async function liveRecipients(run: SqlRunner, authorId: number, candidates: number[]): Promise<number[]> {
  if (candidates.length === 0) return [];
  const rows = await run(
    'live_post_recipients',
    sql`select f.follower_id as id from follows f
      where f.followed_id = ${authorId} and f.follower_id = any(${sql.param(candidates)}::bigint[])
        and not exists (select 1 from user_mutes m where m.muter_id = f.follower_id and m.muted_id = ${authorId})
        and not exists (select 1 from user_blocks b where b.blocker_id = f.follower_id and b.blocked_id = ${authorId})
        and not exists (select 1 from user_blocks b where b.blocker_id = ${authorId} and b.blocked_id = f.follower_id)`,
  );
  return rows.map((row) => Number(row.id));
}

/** What the stream's `post` event carries: the post's id and its author as lists show them (for the pill). */
export async function livePostEvent(db: Db, ids: OpaqueIds, event: NewPostEvent): Promise<LivePostEvent | null> {
  const author = (await findSummaries(db, [event.authorId])).get(event.authorId);
  if (!author) return null;
  return { post_id: ids.encodeId(ID_KIND.post, event.postId), author: toSocialUser(author, ids) };
}
