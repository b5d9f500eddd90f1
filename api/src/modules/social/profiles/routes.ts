import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SocialProfile } from '../types';
import { socialProfile } from './service';
import { memoIds } from '../../../lib/memo-ids';
import { socialProfile as socialProfileSchema } from '../responses';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  app.post(
    '/social/profile',
    {
      schema: {
        tags: ['follows'],
        summary: "A person's social profile: counts of posts, followers and following, and the viewer's relation",
        body: z.object({ username: z.string().trim().min(1).max(60) }),
        response: { 200: socialProfileSchema },
      },
    },
    async (request, reply): Promise<SocialProfile> => {
      reply.header('cache-control', 'private, no-store');
      return socialProfile(app.db, ids, request.user?.id ?? null, request.body.username);
    },
  );
};
