import { at } from '../../../lib/checked';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hiddenAuthorSql } from '../relations/filters';
import { commentLikes, postComments, posts, type CommentRow } from '../../../db/schema';

/** Comments of muted or blocked people are left out of the viewer's lists (counts stay the post's). */
const wantedAuthor = (viewerId: number | null) =>
  viewerId === null ? undefined : sql`not ${hiddenAuthorSql(viewerId, sql`${postComments.userId}`)}`;

export async function findComment(db: Db, commentId: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, commentId)).limit(1);
  return row ?? null;
}

export async function insertComment(
  tx: Db,
  values: { postId: number; userId: number; parentId: number | null; body: string },
): Promise<CommentRow> {
  return at(await tx.insert(postComments).values(values).returning(), 0);
}

export async function deleteCommentRow(tx: Db, commentId: number): Promise<void> {
  await tx.delete(postComments).where(eq(postComments.id, commentId));
}

/** Moves the post's comment count (replies included) atomically. */
export async function bumpPostComments(tx: Db, postId: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ n: posts.commentCount });
  return row?.n ?? 0;
}

export async function bumpReplies(tx: Db, commentId: number, delta: number): Promise<void> {
  await tx
    .update(postComments)
    .set({ replyCount: sql`greatest(${postComments.replyCount} + ${delta}, 0)` })
    .where(eq(postComments.id, commentId));
}

/** Top-level comments of a post, oldest first (a conversation reads top-down), after a keyset cursor. */
export async function topLevelComments(
  db: Db,
  viewerId: number | null,
  postId: number,
  afterId: number,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        gt(postComments.id, afterId),
        wantedAuthor(viewerId),
      ),
    )
    .orderBy(asc(postComments.id))
    .limit(limit);
}

export async function repliesOf(
  db: Db,
  viewerId: number | null,
  parentId: number,
  afterId: number,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(postComments)
    .where(and(eq(postComments.parentId, parentId), gt(postComments.id, afterId), wantedAuthor(viewerId)))
    .orderBy(asc(postComments.id))
    .limit(limit);
}

export async function likedCommentIds(db: Db, userId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.id));
}
