import { errorResponses } from '../../lib/error-schema';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertClientLog } from './repository';
import { CLIENT_LOG_BODY_LIMIT, clientLogBody } from './schemas';

/** Front ends report failures here (e.g. a remote that would not load). Small bodies, rate-limited per IP. */
export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-log',
    {
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['platform'],
        summary: 'Store a front-end log entry',
        body: clientLogBody,
        response: { 204: z.null().describe('Stored; no body'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
      await insertClientLog(app.db, { ...request.body, userAgent });
      return reply.code(204).send(null);
    },
  );
};
