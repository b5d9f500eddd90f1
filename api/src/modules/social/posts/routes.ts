import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { ID_KIND } from '../shared/ids';
import { sqlRunner } from '../shared/sql-runner';
import type { PagedList, PublicPost } from '../types';
import { cachedJson } from '../../../lib/page-cache';
import { socialChanges } from '../shared/changes';
import { readFeed } from './feed';
import { readFollowingTab, readForYouTab } from './feed-tabs';
import { createFeedCache, feedPageKey, feedReaderGroup } from './feed-cache';
import { ForYouWindows } from './for-you-window';
import { createPostBody, editPostBody, feedBody, postIdBody, profilePostsBody, trendingBody } from './schemas';
import { createPost, deletePost, editPost, fetchPost, profilePosts, trendingPosts } from './service';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { feedPage, postDeleted, profilePostsPage, publicPost, trendingPostsList } from '../responses';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const postId = (value: string) => ids.decodeId(ID_KIND.post, value);
  const run = sqlRunner(app.database);
  const changes = socialChanges(app.bus);
  const feedPages = createFeedCache(app.bus, app.config.feedCacheTtlMs);
  const forYouWindows = new ForYouWindows(run, app.config.feedCacheTtlMs);

  app.post(
    '/posts',
    {
      preHandler: requireUser,
      config: perUser(20),
      schema: {
        tags: ['posts'],
        summary: 'Create a post: caption, up to 3 uploaded media ids, optional shared plan',
        body: createPostBody,
        response: { 201: publicPost },
      },
    },
    async (request, reply): Promise<PublicPost> => {
      const { caption, media, media_alt, user_plan_id } = request.body;
      const post = await createPost(app.db, changes, run, ids, currentUser(request).id, {
        caption,
        media,
        mediaAlt: media_alt,
        userPlanId: user_plan_id,
      });
      reply.code(201);
      return post;
    },
  );

  app.put(
    '/posts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['posts'],
        summary: "Edit your post's caption (and, with media_alt, its photos' descriptions)",
        body: editPostBody,
        response: { 200: publicPost },
      },
    },
    async (request): Promise<PublicPost> =>
      editPost(app.db, changes, run, ids, currentUser(request).id, postId(request.body.post_id), request.body.caption, {
        mediaAlt: request.body.media_alt,
      }),
  );

  app.delete(
    '/posts',
    {
      preHandler: requireUser,
      schema: { tags: ['posts'], summary: 'Delete your post', body: postIdBody, response: { 200: postDeleted } },
    },
    async (request) => {
      await deletePost(
        app.db,
        { storage: app.providers.storage, changes },
        currentUser(request).id,
        postId(request.body.post_id),
      );
      return { post_id: request.body.post_id, deleted: true };
    },
  );

  app.post(
    '/posts/fetch',
    {
      config: { readOnly: true },
      schema: {
        tags: ['posts'],
        summary: 'One post (the /post page)',
        body: postIdBody,
        response: { 200: publicPost },
      },
    },
    async (request, reply): Promise<PublicPost> => {
      reply.header('cache-control', 'private, no-store');
      return fetchPost(app.db, run, ids, request.user?.id ?? null, postId(request.body.post_id));
    },
  );

  app.post(
    '/posts/fetch-all',
    {
      config: { readOnly: true },
      schema: {
        tags: ['posts'],
        summary:
          "The feed: tab 'following' (followed people and your own, newest first), 'for_you' (ranked public posts), or none (both mixed); pass next_cursor back for the next page",
        body: feedBody,
        response: { 200: feedPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8');
      const viewerId = request.user?.id ?? null;
      const { tab, cursor, limit } = request.body;
      const read =
        tab === 'following'
          ? readFollowingTab
          : tab === 'for_you'
            ? (...args: Parameters<typeof readFeed>) => readForYouTab(...args, forYouWindows)
            : readFeed;
      // A hit is the stored JSON: no query, no serialisation (feed-cache.ts).
      return cachedJson(feedPages, feedReaderGroup(viewerId), feedPageKey(cursor, limit, tab), feedPage, () =>
        read(run, ids, viewerId, cursor, limit),
      );
    },
  );

  app.post(
    '/posts/profile',
    {
      schema: {
        tags: ['posts'],
        summary: "A person's posts, page by page (page 1 replaces, later pages append)",
        body: profilePostsBody,
        response: { 200: profilePostsPage },
      },
    },
    async (request, reply): Promise<PagedList<PublicPost>> => {
      reply.header('cache-control', 'private, no-store');
      const { username, page, limit } = request.body;
      return profilePosts(app.db, run, ids, request.user?.id ?? null, username, page, limit);
    },
  );

  app.post(
    '/posts/trending',
    {
      schema: {
        tags: ['posts'],
        summary: "Recent posts people engage with most (the home page's row)",
        body: trendingBody,
        response: { 200: trendingPostsList },
      },
    },
    async (request, reply): Promise<{ rows: PublicPost[] }> => {
      reply.header('cache-control', 'private, no-store');
      return { rows: await trendingPosts(app.db, run, ids, request.user?.id ?? null, request.body.limit) };
    },
  );
};
