import { at } from '../../../lib/checked';
import type { Db } from '../../../db/client';
import type { CommentRow, PostRow } from '../../../db/schema';
import { forbidden, invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { createNotification } from '../../notifications/service';
import { lockPost } from '../posts/repository';
import { notBlockedFromPost, visiblePost } from '../posts/service';
import { forgetMentions, writeMentions } from '../text/writes';
import type { SocialChanges } from '../shared/changes';
import { ID_KIND } from '../shared/ids';
import { findSummaries, toSocialUser } from '../shared/user-summary';
import type { CommentsPage, PublicComment } from '../types';
import {
  bumpPostComments,
  bumpReplies,
  deleteCommentRow,
  findComment,
  insertComment,
  likedCommentIds,
  repliesOf,
  topLevelComments,
} from './repository';
import { renderMessage } from '../../../lib/error-codes';

export const COMMENT_NOT_FOUND = renderMessage('comment_not_found');

export async function hydrateComments(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  post: PostRow,
  rows: CommentRow[],
): Promise<PublicComment[]> {
  const [authors, liked] = await Promise.all([
    findSummaries(
      db,
      rows.map((r) => r.userId),
    ),
    viewerId === null
      ? Promise.resolve(new Set<number>())
      : likedCommentIds(
          db,
          viewerId,
          rows.map((r) => r.id),
        ),
  ]);
  const out: PublicComment[] = [];
  for (const row of rows) {
    const author = authors.get(row.userId);
    if (!author) continue;
    out.push({
      comment_id: ids.encodeId(ID_KIND.comment, row.id),
      post_id: ids.encodeId(ID_KIND.post, row.postId),
      parent_id: row.parentId === null ? null : ids.encodeId(ID_KIND.comment, row.parentId),
      body: row.body,
      created_at: row.createdAt.toISOString(),
      user: toSocialUser(author, ids),
      like_count: row.likeCount,
      reply_count: row.replyCount,
      liked: liked.has(row.id),
      can_delete: viewerId !== null && (viewerId === row.userId || viewerId === post.userId),
      is_author: row.userId === post.userId,
    });
  }
  return out;
}

/** A comment whose post the viewer may see. */
export async function visibleComment(
  db: Db,
  commentId: number,
  viewerId: number | null,
): Promise<{ comment: CommentRow; post: PostRow }> {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound('comment_not_found');
  const post = await visiblePost(db, comment.postId, viewerId);
  return { comment, post };
}

/**
 * A comment, or a reply when parentId is given. A reply to a reply joins the same thread (one level,
 * as on Instagram). Tells the post's author (COMMENT) and the replied-to person (COMMENT_REPLY).
 */
export async function addComment(
  db: Db,
  changes: SocialChanges,
  ids: OpaqueIds,
  userId: number,
  input: { postId: number; body: string; parentId: number | null },
): Promise<PublicComment> {
  const body = input.body.trim();
  if (!body) throw invalid('comment_empty', { field: 'body' });
  const { row, post } = await db.transaction(async (tx) => {
    // Locking the post serialises counter updates with a concurrent delete of the post.
    const locked = await lockPost(tx, input.postId);
    if (!locked || (locked.hiddenAt !== null && locked.userId !== userId)) throw notFound('post_not_found');
    await notBlockedFromPost(tx, userId, locked);
    let parent: CommentRow | null = null;
    if (input.parentId !== null) {
      parent = await findComment(tx, input.parentId);
      if (!parent || parent.postId !== locked.id) throw notFound('comment_not_found');
      if (parent.parentId !== null) parent = await findComment(tx, parent.parentId);
      if (!parent) throw notFound('comment_not_found');
    }
    const inserted = await insertComment(tx, { postId: locked.id, userId, parentId: parent?.id ?? null, body });
    const site = { source: 'comment', sourceId: inserted.id, postId: locked.id, authorId: userId } as const;
    const mentioned = new Set(await writeMentions(tx, site, body));
    await bumpPostComments(tx, locked.id, 1);
    // someone mentioned is told once, by the mention
    if (parent) {
      await bumpReplies(tx, parent.id, 1);
      if (!mentioned.has(parent.userId))
        await createNotification(tx, {
          recipientId: parent.userId,
          actorId: userId,
          type: 'COMMENT_REPLY',
          postId: locked.id,
        });
    }
    if ((!parent || parent.userId !== locked.userId) && !mentioned.has(locked.userId)) {
      await createNotification(tx, { recipientId: locked.userId, actorId: userId, type: 'COMMENT', postId: locked.id });
    }
    return { row: inserted, post: locked };
  });
  await changes.readerWrote(userId); // the post's comment count on their feed
  return at(await hydrateComments(db, ids, userId, post, [row]), 0);
}

/** The comment's author or the post's author may delete it; its replies go with it. */
export async function deleteComment(db: Db, changes: SocialChanges, userId: number, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId);
    if (!comment) throw notFound('comment_not_found');
    const post = await lockPost(tx, comment.postId);
    if (!post || (post.hiddenAt !== null && post.userId !== userId)) throw notFound('comment_not_found');
    if (comment.userId !== userId && post.userId !== userId) throw forbidden('own_comment_only');
    // Re-read under the post lock: the reply count may have moved since.
    const current = (await findComment(tx, commentId)) ?? comment;
    await forgetMentions(tx, 'comment', commentId);
    await deleteCommentRow(tx, commentId);
    await bumpPostComments(tx, post.id, -(1 + (current.parentId === null ? current.replyCount : 0)));
    if (current.parentId !== null) await bumpReplies(tx, current.parentId, -1);
  });
  await changes.readerWrote(userId);
}

const cursorOf = (ids: OpaqueIds, rows: CommentRow[], limit: number) =>
  rows.length > limit ? ids.encodeId(ID_KIND.cursor, at(rows, limit - 1).id) : null;

const afterOf = (ids: OpaqueIds, cursor: string | undefined) => {
  if (!cursor) return 0;
  const after = ids.tryDecodeId(ID_KIND.cursor, cursor);
  if (after === null) throw invalid('invalid_cursor', { field: 'cursor' });
  return after;
};

export async function listComments(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  postId: number,
  cursor: string | undefined,
  limit: number,
): Promise<CommentsPage> {
  const post = await visiblePost(db, postId, viewerId);
  const rows = await topLevelComments(db, viewerId, postId, afterOf(ids, cursor), limit + 1);
  return {
    rows: await hydrateComments(db, ids, viewerId, post, rows.slice(0, limit)),
    next_cursor: cursorOf(ids, rows, limit),
  };
}

export async function listReplies(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  commentId: number,
  cursor: string | undefined,
  limit: number,
): Promise<CommentsPage> {
  const { post } = await visibleComment(db, commentId, viewerId);
  const rows = await repliesOf(db, viewerId, commentId, afterOf(ids, cursor), limit + 1);
  return {
    rows: await hydrateComments(db, ids, viewerId, post, rows.slice(0, limit)),
    next_cursor: cursorOf(ids, rows, limit),
  };
}
