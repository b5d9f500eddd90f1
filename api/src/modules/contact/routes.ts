import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertContactMessage } from './repository';
import { CONTACT_RECEIVED, contactBody, contactResponse } from './schemas';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { tags: ['platform'], summary: 'Send a message to support', body: contactBody, response: { 200: contactResponse } },
    },
    async (request) => {
      await insertContactMessage(app.db, { ...request.body, userId: request.user?.id ?? null });
      return { message: CONTACT_RECEIVED };
    },
  );
};
