import type { Db } from '../../../db/client';
import type { PostRow } from '../../../db/schema';
import { forbidden, invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import type { StorageProvider } from '../../../providers/storage';
import { storageKeysOfPosts } from '../../uploads/repository';
import { MEDIA_ID_KIND } from '../../uploads/serialize';
import { recipientsOfPost } from '../../notifications/service';
import { announceNewPost } from '../../notifications/realtime/live-posts';
import { visiblePlan } from '../../plans/access';
import type { SocialChanges } from '../shared/changes';
import { ID_KIND } from '../shared/ids';
import type { SqlRunner } from '../shared/sql-runner';
import { findUserByUsername } from '../shared/users';
import type { PagedList, PublicPost } from '../types';
import { hydratePosts } from './hydrate';
import {
  attachMedia,
  countMedia,
  deletePostRow,
  findPost,
  insertPost,
  lockPost,
  profilePostIds,
  trendingPostIds,
  setMediaAlt,
  updateCaption,
} from './repository';
import { renderMessage } from '../../../lib/error-codes';
import { isBlockedEitherWay, relationsTo } from '../relations/repository';
import { writeMentions, writePostTags } from '../text/writes';

export const POST_NOT_FOUND = renderMessage('post_not_found');
export const MAX_MEDIA_PER_POST = 3;

/** A post the viewer may see: hidden posts exist only for their author; a block either way hides it. */
export async function visiblePost(db: Db, postId: number, viewerId: number | null): Promise<PostRow> {
  const post = await findPost(db, postId);
  if (!post || (post.hiddenAt !== null && post.userId !== viewerId)) throw notFound('post_not_found');
  await notBlockedFromPost(db, viewerId, post);
  return post;
}

/** Between a post's author and someone blocked either way, the post does not exist (404, as any missing post). */
export async function notBlockedFromPost(db: Db, viewerId: number | null, post: PostRow): Promise<void> {
  if (viewerId !== null && viewerId !== post.userId && (await isBlockedEitherWay(db, viewerId, post.userId)))
    throw notFound('post_not_found');
}

async function one(run: SqlRunner, ids: OpaqueIds, viewerId: number | null, postId: number): Promise<PublicPost> {
  const [post] = await hydratePosts(run, ids, viewerId, [postId]);
  if (!post) throw notFound('post_not_found');
  return post;
}

export interface CreatePostInput {
  caption: string;
  media: string[];
  /** Descriptions of the photos, in the order of `media`; '' for none. */
  mediaAlt?: string[];
  userPlanId?: string;
}

export async function createPost(
  db: Db,
  changes: SocialChanges,
  run: SqlRunner,
  ids: OpaqueIds,
  userId: number,
  input: CreatePostInput,
): Promise<PublicPost> {
  const mediaIds = input.media.map((id) => ids.decodeId(MEDIA_ID_KIND, id));
  if (new Set(mediaIds).size !== mediaIds.length) throw invalid('media_listed_twice', { field: 'media' });
  if (mediaIds.length > MAX_MEDIA_PER_POST) throw invalid('too_many_post_media');
  const alts = input.mediaAlt ?? [];
  if (alts.length > mediaIds.length) throw invalid('media_alt_mismatch', { field: 'media_alt' });
  const userPlanId = input.userPlanId ? ids.decodeId(ID_KIND.plan, input.userPlanId) : null;
  const caption = input.caption.trim();
  if (!caption && mediaIds.length === 0 && userPlanId === null) throw invalid('post_empty');

  const postId = await db.transaction(async (tx) => {
    // Only a plan the author may open (theirs, or shared); anyone else's answers 404 as in the plans api.
    if (userPlanId !== null) await visiblePlan(tx, userPlanId, userId);
    const post = await insertPost(tx, { userId, caption, userPlanId });
    await writePostTags(tx, post.id, caption);
    await writeMentions(tx, { source: 'post', sourceId: post.id, postId: post.id, authorId: userId }, caption);
    if ((await attachMedia(tx, post.id, userId, mediaIds, alts)) !== mediaIds.length) {
      // Someone else's upload, or one already used in another post.
      throw invalid('media_unavailable', { field: 'media' });
    }
    await announceNewPost(tx, { authorId: userId, postId: post.id }); // followers' "new posts" pill, at commit
    return post.id;
  });
  await changes.readerWrote(userId); // their own feed shows it at once; their followers' within the feed TTL
  return one(run, ids, userId, postId);
}

export async function editPost(
  db: Db,
  changes: SocialChanges,
  run: SqlRunner,
  ids: OpaqueIds,
  userId: number,
  postId: number,
  caption: string,
  options: { mediaAlt?: string[] } = {},
): Promise<PublicPost> {
  await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (!post || (post.hiddenAt !== null && post.userId !== userId)) throw notFound('post_not_found');
    if (post.userId !== userId) throw forbidden('own_post_only_edit');
    if (!caption.trim() && (await countMedia(tx, postId)) === 0 && post.userPlanId === null)
      throw invalid('post_empty');
    await updateCaption(tx, postId, caption.trim());
    if (options.mediaAlt !== undefined && (await setMediaAlt(tx, postId, options.mediaAlt)) < options.mediaAlt.length)
      throw invalid('media_alt_mismatch', { field: 'media_alt' });
    await writePostTags(tx, postId, caption);
    await writeMentions(tx, { source: 'post', sourceId: postId, postId, authorId: userId }, caption);
  });
  await changes.postsChanged();
  return one(run, ids, userId, postId);
}

/** Deletes the author's post with everything hanging from it (rows cascade), then its files. */
export async function deletePost(
  db: Db,
  deps: { storage: StorageProvider; changes: SocialChanges },
  userId: number,
  postId: number,
): Promise<void> {
  const { keys, told } = await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId, 'update');
    if (!post || (post.hiddenAt !== null && post.userId !== userId)) throw notFound('post_not_found');
    if (post.userId !== userId) throw forbidden('own_post_only_delete');
    const storageKeys = await storageKeysOfPosts(tx, [postId]);
    const recipients = await recipientsOfPost(tx, postId);
    await deletePostRow(tx, postId);
    return { keys: storageKeys, told: recipients };
  });
  // Every feed may show it; its notifications went with it (the trigger does not announce a seen one going).
  await Promise.all([deps.changes.postsChanged(), deps.changes.notificationsChanged(told)]);
  // After commit: a failed delete leaves an orphan file, never a post without its picture.
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
}

export async function fetchPost(
  db: Db,
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  postId: number,
): Promise<PublicPost> {
  await visiblePost(db, postId, viewerId);
  return one(run, ids, viewerId, postId);
}

export async function profilePosts(
  db: Db,
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  username: string,
  page: number,
  limit: number,
): Promise<PagedList<PublicPost>> {
  const author = await findUserByUsername(db, username);
  const own = viewerId === author.id;
  if (viewerId !== null && !own) {
    const { blocked } = await relationsTo(db, viewerId, author.id);
    if ((await relationsTo(db, author.id, viewerId)).blocked) throw notFound('user_not_found');
    if (blocked) return { rows: [], count: 0, page }; // the blocker sees the profile (to unblock), not the posts
  }
  const { ids: postIds, count } = await profilePostIds(db, author.id, own, limit, (page - 1) * limit);
  return { rows: await hydratePosts(run, ids, viewerId, postIds), count, page };
}

export async function trendingPosts(
  db: Db,
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  limit: number,
): Promise<PublicPost[]> {
  return hydratePosts(run, ids, viewerId, await trendingPostIds(db, viewerId, limit));
}
