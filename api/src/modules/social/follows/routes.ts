import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import type { FollowState, PagedList, PersonToFollow, PublicFollow } from '../types';
import { listFollows, peopleToFollow, setFollow } from './service';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { followState, followsPage, peopleToFollowList } from '../responses';

const uuid = z.string().trim().uuid('must be a user uuid');
const writeConfig = perUser(60);

export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);
  app.post(
    '/follows',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['follows'],
        summary: 'Follow someone',
        body: z.object({ followed_uuid: uuid }),
        response: { 200: followState },
      },
    },
    async (request): Promise<FollowState> =>
      setFollow(app.db, changes, currentUser(request).id, request.body.followed_uuid, true),
  );

  app.delete(
    '/follows',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['follows'],
        summary: 'Unfollow someone',
        // `followed` is what older clients send beside the uuid; it carries nothing the uuid does not.
        body: z.object({ followed_uuid: uuid, followed: z.unknown().optional() }),
        response: { 200: followState },
      },
    },
    async (request): Promise<FollowState> =>
      setFollow(app.db, changes, currentUser(request).id, request.body.followed_uuid, false),
  );

  app.post(
    '/follows/fetch-all',
    {
      schema: {
        tags: ['follows'],
        summary: 'followed_uuid: the people who follow that person; following_uuid: the people that person follows',
        body: z
          .object({
            followed_uuid: uuid.optional(),
            following_uuid: uuid.optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            limit: z.coerce.number().int().min(1).max(50).default(20),
          })
          .refine((b) => (b.followed_uuid === undefined) !== (b.following_uuid === undefined), {
            message: 'give either followed_uuid or following_uuid',
            path: ['followed_uuid'],
          }),
        response: { 200: followsPage },
      },
    },
    async (request, reply): Promise<PagedList<PublicFollow>> => {
      reply.header('cache-control', 'private, no-store');
      const { followed_uuid, following_uuid, page, limit } = request.body;
      return listFollows(app.db, ids, request.user?.id ?? null, {
        followedUuid: followed_uuid,
        followingUuid: following_uuid,
        page,
        limit,
      });
    },
  );

  app.post(
    '/users/people-follow',
    {
      schema: {
        tags: ['follows'],
        summary: 'People to follow: friends of friends first, then verified and well-followed people',
        body: z.object({ limit: z.coerce.number().int().min(1).max(30).default(8) }).default({ limit: 8 }),
        response: { 200: peopleToFollowList },
      },
    },
    async (request, reply): Promise<{ rows: PersonToFollow[] }> => {
      reply.header('cache-control', 'private, no-store');
      return { rows: await peopleToFollow(app.db, ids, request.user?.id ?? null, request.body.limit) };
    },
  );
};
