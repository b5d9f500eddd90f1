import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currenciesResponse } from './schemas';
import { listCurrencies } from './service';

export const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['platform'],
        summary: 'Display currencies and their rates per AED',
        response: { 200: currenciesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listCurrencies(app.providers.fx);
    },
  );
};
