import { errorResponses } from '../../lib/error-schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) });

/** Liveness and database reachability, for load balancers and the smoke test. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthResponse, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.db.execute(sql`select 1`);
      return { ok: true, db: app.dbKind };
    },
  );
};
