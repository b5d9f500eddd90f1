import { errorResponses } from '../../lib/error-schema';
import { remoteManifest } from './responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createManifestSource } from './service';

export const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const source = createManifestSource(app.config.manifestFile);
  app.get(
    '/remotes/manifest',
    {
      schema: {
        tags: ['platform'],
        summary: 'Which version of each remote to load',
        response: { 200: remoteManifest, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const manifest = await source.read();
      // Short shared caching: a rollout change reaches every visitor within a few seconds.
      reply.header('cache-control', 'public, max-age=5, must-revalidate');
      return manifest;
    },
  );
};
