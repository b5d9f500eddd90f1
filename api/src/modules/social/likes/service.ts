import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { createNotification, removeNotifications } from '../../notifications/service';
import { visibleComment } from '../comments/service';
import { POST_NOT_FOUND, visiblePost } from '../posts/service';
import { isForeignKeyViolation, withRetry } from '../shared/pg-errors';
import type { LikeState } from '../types';
import { bumpCommentLikes, bumpPostLikes, deleteCommentLike, deletePostLike, insertCommentLike, insertPostLike } from './repository';

/** The thing went away between the check and the write. */
function goneAs(message: string) {
  return (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw new HttpError(404, message);
    throw error;
  };
}

/** Likes a post once (a repeat is a no-op) and tells its author. */
export async function setPostLike(db: Db, userId: number, postId: number, like: boolean): Promise<LikeState> {
  const post = await visiblePost(db, postId, userId);
  return withRetry(() =>
    db.transaction(async (tx) => {
      if (like) {
        const inserted = await insertPostLike(tx, postId, userId);
        const count = await bumpPostLikes(tx, postId, inserted ? 1 : 0);
        if (inserted) await createNotification(tx, { recipientId: post.userId, actorId: userId, type: 'LIKE', postId });
        return { liked: true, like_count: count };
      }
      const deleted = await deletePostLike(tx, postId, userId);
      const count = await bumpPostLikes(tx, postId, deleted ? -1 : 0);
      if (deleted) await removeNotifications(tx, { recipientId: post.userId, actorId: userId, type: 'LIKE', postId });
      return { liked: false, like_count: count };
    }),
  ).catch(goneAs(POST_NOT_FOUND));
}

/** Likes a comment once; its author hears about it as a LIKE on the post. */
export async function setCommentLike(db: Db, userId: number, commentId: number, like: boolean): Promise<LikeState> {
  const { comment } = await visibleComment(db, commentId, userId);
  return withRetry(() =>
    db.transaction(async (tx) => {
      if (like) {
        const inserted = await insertCommentLike(tx, commentId, userId);
        const count = await bumpCommentLikes(tx, commentId, inserted ? 1 : 0);
        if (inserted) await createNotification(tx, { recipientId: comment.userId, actorId: userId, type: 'LIKE', postId: comment.postId });
        return { liked: true, like_count: count };
      }
      const deleted = await deleteCommentLike(tx, commentId, userId);
      const count = await bumpCommentLikes(tx, commentId, deleted ? -1 : 0);
      return { liked: false, like_count: count };
    }),
  ).catch(goneAs('Comment was not found.'));
}
