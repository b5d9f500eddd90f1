import { errorResponses } from '../../lib/error-schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fxStaleness } from '../../providers/fx';

const healthResponse = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  /** Exchange rates not confirmed by their source for 48 hours (a failing refresh): reported, not a failure. */
  fx: z.object({ stale: z.array(z.string()), oldest_update: z.string().nullable() }),
});

/** Liveness and database reachability, for load balancers and the smoke test; stale exchange rates flagged. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthResponse, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.db.execute(sql`select 1`);
      const fx = await fxStaleness(app.db);
      return {
        ok: true,
        db: app.dbKind,
        fx: { stale: fx.stale, oldest_update: fx.oldestUpdate?.toISOString() ?? null },
      };
    },
  );
};
