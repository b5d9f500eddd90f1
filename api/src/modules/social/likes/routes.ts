import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { ID_KIND } from '../shared/ids';
import type { LikersPage, LikeState } from '../types';
import { setCommentLike, setPostLike } from './service';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { likersPage, likeState } from '../responses';
import { sqlRunner } from '../shared/sql-runner';
import { listLikers } from './likers';

const likeBody = z
  .object({
    post_id: z.string().trim().min(1).max(100).optional(),
    comment_id: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => (b.post_id === undefined) !== (b.comment_id === undefined), {
    message: 'give either post_id or comment_id',
    path: ['post_id'],
  });

/**
 * POST /likes likes a post or a comment, DELETE /likes takes it back; both are idempotent. POST /likes/fetch-all
 * lists who liked a post.
 */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);
  const handle =
    (like: boolean) =>
    async (request: { body: z.infer<typeof likeBody> }, userId: number): Promise<LikeState> => {
      const { post_id, comment_id } = request.body;
      if (post_id !== undefined) return setPostLike(app.db, changes, userId, ids.decodeId(ID_KIND.post, post_id), like);
      return setCommentLike(app.db, changes, userId, ids.decodeId(ID_KIND.comment, comment_id ?? ''), like);
    };
  const config = perUser(120);

  app.post(
    '/likes',
    {
      preHandler: requireUser,
      config,
      schema: {
        tags: ['likes'],
        summary: 'Like a post or a comment (once)',
        body: likeBody,
        response: { 200: likeState },
      },
    },
    async (request) => handle(true)(request, currentUser(request).id),
  );
  app.delete(
    '/likes',
    {
      preHandler: requireUser,
      config,
      schema: { tags: ['likes'], summary: 'Take back a like', body: likeBody, response: { 200: likeState } },
    },
    async (request) => handle(false)(request, currentUser(request).id),
  );

  const run = sqlRunner(app.database);
  app.post(
    '/likes/fetch-all',
    {
      schema: {
        tags: ['likes'],
        summary: 'Who liked a post, newest like first; pass next_cursor back for the next page',
        body: z.object({
          post_id: z.string().trim().min(1).max(100),
          cursor: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: likersPage },
      },
    },
    async (request, reply): Promise<LikersPage> => {
      reply.header('cache-control', 'private, no-store');
      const { post_id, cursor, limit } = request.body;
      const postId = ids.decodeId(ID_KIND.post, post_id);
      return listLikers(app.db, run, ids, request.user?.id ?? null, postId, cursor, limit);
    },
  );
};
