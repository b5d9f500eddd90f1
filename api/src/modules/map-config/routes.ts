import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema';
import { mapConfigResponse } from './responses';

/** The maps' tile source from the environment (MAP_PMTILES_URL, MAP_TILES_URL, MAP_ATTRIBUTION), public. */
export const mapConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { tiles: app.config.mapTiles };
  app.get(
    '/map/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Where the maps take their tiles from (none: the built-in outline)',
        response: { 200: mapConfigResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a visitor's next page after a redeploy sees the new source within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    },
  );
};
