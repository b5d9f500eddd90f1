import type { Db } from '../../../db/client';
import { type ErrorCode } from '../../../lib/error-codes';
import { notFound } from '../../../lib/domain-error';
import { createNotification, removeLikeNotification } from '../../notifications/service';
import { visibleComment } from '../comments/service';
import { visiblePost } from '../posts/service';
import type { SocialChanges } from '../shared/changes';
import { isForeignKeyViolation, withRetry } from '../shared/pg-errors';
import type { LikeState } from '../types';
import {
  bumpCommentLikes,
  bumpPostLikes,
  deleteCommentLike,
  deletePostLike,
  insertCommentLike,
  insertPostLike,
} from './repository';

/** The thing went away between the check and the write. */
function goneAs(code: ErrorCode) {
  return (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw notFound(code);
    throw error;
  };
}

/**
 * Likes a post once (a repeat is a no-op) and tells its author; an unlike takes the notice back. Afterwards the
 * liker's feed pages are forgotten everywhere, and the author's notification pages when a notice was taken
 * back (the trigger does not announce a seen one going).
 */
export async function setPostLike(
  db: Db,
  changes: SocialChanges,
  userId: number,
  postId: number,
  like: boolean,
): Promise<LikeState> {
  const post = await visiblePost(db, postId, userId);
  const { state, untold } = await withRetry(() =>
    db.transaction(async (tx) => {
      if (like) {
        const inserted = await insertPostLike(tx, postId, userId);
        const count = await bumpPostLikes(tx, postId, inserted ? 1 : 0);
        if (inserted) await createNotification(tx, { recipientId: post.userId, actorId: userId, type: 'LIKE', postId });
        return { state: { liked: true, like_count: count }, untold: 0 };
      }
      const deleted = await deletePostLike(tx, postId, userId);
      const count = await bumpPostLikes(tx, postId, deleted ? -1 : 0);
      const untold = deleted
        ? await removeLikeNotification(tx, { recipientId: post.userId, actorId: userId, postId })
        : 0;
      return { state: { liked: false, like_count: count }, untold };
    }),
  ).catch(goneAs('post_not_found'));
  await announce(changes, userId, untold > 0 ? post.userId : null);
  return state;
}

/**
 * Likes a comment once; its author hears "liked your comment" (COMMENT_LIKE, on the comment's post), and an
 * unlike takes that back.
 */
export async function setCommentLike(
  db: Db,
  changes: SocialChanges,
  userId: number,
  commentId: number,
  like: boolean,
): Promise<LikeState> {
  const { comment } = await visibleComment(db, commentId, userId);
  const { state, untold } = await withRetry(() =>
    db.transaction(async (tx) => {
      if (like) {
        const inserted = await insertCommentLike(tx, commentId, userId);
        const count = await bumpCommentLikes(tx, commentId, inserted ? 1 : 0);
        if (inserted)
          await createNotification(tx, {
            recipientId: comment.userId,
            actorId: userId,
            type: 'COMMENT_LIKE',
            postId: comment.postId,
          });
        return { state: { liked: true, like_count: count }, untold: 0 };
      }
      const deleted = await deleteCommentLike(tx, commentId, userId);
      const count = await bumpCommentLikes(tx, commentId, deleted ? -1 : 0);
      const untold = deleted
        ? await removeLikeNotification(tx, {
            recipientId: comment.userId,
            actorId: userId,
            postId: comment.postId,
            type: 'COMMENT_LIKE',
          })
        : 0;
      return { state: { liked: false, like_count: count }, untold };
    }),
  ).catch(goneAs('comment_not_found'));
  await announce(changes, userId, untold > 0 ? comment.userId : null);
  return state;
}

async function announce(changes: SocialChanges, likerId: number, untoldRecipient: number | null): Promise<void> {
  await Promise.all([
    changes.readerWrote(likerId),
    untoldRecipient === null ? undefined : changes.notificationsChanged([untoldRecipient]),
  ]);
}
