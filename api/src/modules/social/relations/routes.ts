import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { memoIds } from '../../../lib/memo-ids';
import { relationsPage, relationState } from '../responses';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import type { PagedList, RelationPerson, RelationState } from '../types';
import { listRelations, setBlock, setMute } from './service';

const uuid = z.string().trim().uuid('must be a user uuid');
const writeConfig = perUser(60);

/** Mute and block (spec: the member's profile menu and their settings list); all signed-in only. */
export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);

  app.post(
    '/social/mute',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['follows'],
        summary: "Mute (muted: true) or unmute someone: their posts and comments leave the signed-in user's screens",
        body: z.object({ user_uuid: uuid, muted: z.boolean() }),
        response: { 200: relationState },
      },
    },
    async (request): Promise<RelationState> =>
      setMute(app.db, changes, currentUser(request).id, request.body.user_uuid, request.body.muted),
  );

  app.post(
    '/social/block',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['follows'],
        summary:
          'Block (blocked: true) or unblock someone: a block ends follows both ways and hides each from the other',
        body: z.object({ user_uuid: uuid, blocked: z.boolean() }),
        response: { 200: relationState },
      },
    },
    async (request): Promise<RelationState> =>
      setBlock(app.db, changes, currentUser(request).id, request.body.user_uuid, request.body.blocked),
  );

  app.post(
    '/social/relations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['follows'],
        summary: 'The people the signed-in user muted (kind: muted) or blocked (kind: blocked), newest first',
        body: z.object({
          kind: z.enum(['muted', 'blocked']),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: relationsPage },
      },
    },
    async (request, reply): Promise<PagedList<RelationPerson>> => {
      reply.header('cache-control', 'private, no-store');
      const { kind, page, limit } = request.body;
      return listRelations(app.db, ids, currentUser(request).id, kind, page, limit);
    },
  );
};
