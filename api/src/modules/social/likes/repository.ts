import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { commentLikes, postComments, postLikes, posts } from '../../../db/schema';

// Each like is a row under a primary key (post or comment, user): a second like by the same person
// inserts nothing. The counter moves only when a row really went in or out, in the same transaction,
// with an atomic `count = count ± 1`, so concurrent likes never lose an update.

export async function insertPostLike(tx: Db, postId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

export async function deletePostLike(tx: Db, postId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

export async function bumpPostLikes(tx: Db, postId: number, delta: 1 | -1 | 0): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ likeCount: sql`greatest(${posts.likeCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ n: posts.likeCount });
  return row?.n ?? 0;
}

export async function insertCommentLike(tx: Db, commentId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(commentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  return rows.length > 0;
}

export async function deleteCommentLike(tx: Db, commentId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ commentId: commentLikes.commentId });
  return rows.length > 0;
}

export async function bumpCommentLikes(tx: Db, commentId: number, delta: 1 | -1 | 0): Promise<number> {
  const [row] = await tx
    .update(postComments)
    .set({ likeCount: sql`greatest(${postComments.likeCount} + ${delta}, 0)` })
    .where(eq(postComments.id, commentId))
    .returning({ n: postComments.likeCount });
  return row?.n ?? 0;
}
