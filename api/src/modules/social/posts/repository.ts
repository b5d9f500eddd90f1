import { hiddenAuthorSql } from '../relations/filters';
import { at } from '../../../lib/checked';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { follows, mediaItems, posts, type PostRow } from '../../../db/schema';
import { toNumber } from '../shared/raw';

export async function insertPost(
  tx: Db,
  values: { userId: number; caption: string; userPlanId: number | null },
): Promise<PostRow> {
  return at(await tx.insert(posts).values(values).returning(), 0);
}

/**
 * Attaches the uploader's own, still unattached post media to a post, in the given order.
 * Returns how many were attached; fewer than asked means some id was not theirs or already used.
 */
export async function attachMedia(
  tx: Db,
  postId: number,
  ownerId: number,
  mediaIds: number[],
  altTexts: readonly string[] = [],
): Promise<number> {
  let attached = 0;
  for (const [position, id] of mediaIds.entries()) {
    const rows = await tx
      .update(mediaItems)
      .set({ postId, position, altText: altTexts[position] || null })
      .where(
        and(
          eq(mediaItems.id, id),
          eq(mediaItems.ownerId, ownerId),
          isNull(mediaItems.postId),
          eq(mediaItems.purpose, 'post'),
        ),
      )
      .returning({ id: mediaItems.id });
    attached += rows.length;
  }
  return attached;
}

/** Sets the description of a post's media by position ('' clears it); answers how many were found. */
export async function setMediaAlt(tx: Db, postId: number, altTexts: readonly string[]): Promise<number> {
  const media = await tx
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(eq(mediaItems.postId, postId))
    .orderBy(asc(mediaItems.position), asc(mediaItems.id));
  for (const [i, alt] of altTexts.entries()) {
    const row = media[i];
    if (row)
      await tx
        .update(mediaItems)
        .set({ altText: alt || null })
        .where(eq(mediaItems.id, row.id));
  }
  return Math.min(media.length, altTexts.length);
}

export async function countMedia(db: Db, postId: number): Promise<number> {
  // count() without GROUP BY always answers one row.
  return at(await db.select({ n: count() }).from(mediaItems).where(eq(mediaItems.postId, postId)), 0).n;
}

export async function findPost(db: Db, postId: number): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  return row ?? null;
}

/**
 * Locks the post row for the rest of the transaction. 'no key update' (counters, captions, moderation)
 * does not block the foreign-key checks of concurrent likes; deleting takes 'update'.
 */
export async function lockPost(
  tx: Db,
  postId: number,
  mode: 'no key update' | 'update' = 'no key update',
): Promise<PostRow | null> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, postId)).for(mode).limit(1);
  return row ?? null;
}

export async function updateCaption(tx: Db, postId: number, caption: string): Promise<void> {
  await tx.update(posts).set({ caption, editedAt: new Date() }).where(eq(posts.id, postId));
}

export async function deletePostRow(tx: Db, postId: number): Promise<void> {
  await tx.delete(posts).where(eq(posts.id, postId));
}

export async function followedAmong(db: Db, followerId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followedId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followedId, [...new Set(userIds)])));
  return new Set(rows.map((r) => r.id));
}

/** A person's posts, page by page (the author also sees their hidden ones). */
export async function profilePostIds(db: Db, authorId: number, includeHidden: boolean, limit: number, offset: number) {
  const visible = includeHidden ? eq(posts.userId, authorId) : and(eq(posts.userId, authorId), isNull(posts.hiddenAt));
  const [rows, totals] = await Promise.all([
    db.select({ id: posts.id }).from(posts).where(visible).orderBy(desc(posts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(posts).where(visible),
  ]);
  return { ids: rows.map((r) => r.id), count: at(totals, 0).n };
}

/** Recent visible posts with a picture, ranked by engagement: the home page's trending row. */
export async function trendingPostIds(db: Db, viewerId: number | null, limit: number): Promise<number[]> {
  const unwanted = viewerId === null ? sql`false` : hiddenAuthorSql(viewerId, sql`recent.user_id`);
  // Rank only the newest few hundred (an index scan), not the whole table.
  const { rows } = await db.execute(sql`
    select recent.id from (
      select p.id, p.user_id, p.like_count, p.comment_count, p.question_count from posts p
      where p.hidden_at is null
      order by p.id desc
      limit 400
    ) recent
    where exists (select 1 from media_items m where m.post_id = recent.id and m.is_image) and not ${unwanted}
    order by (recent.like_count + 2 * recent.comment_count + 2 * recent.question_count) desc, recent.id desc
    limit ${limit}`);
  return rows.map((r) => toNumber(r.id));
}
