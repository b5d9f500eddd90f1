import type { FastifyPluginAsync } from 'fastify';
import { createManifestSource } from './service';

export const remotesRoutes: FastifyPluginAsync = async (app) => {
  const source = createManifestSource(app.config.manifestFile);
  app.get(
    '/remotes/manifest',
    { schema: { tags: ['platform'], summary: 'Which version of each remote to load' } },
    async (_request, reply) => {
      const manifest = await source.read();
      // Short shared caching: a rollout change reaches every visitor within a few seconds.
      reply.header('cache-control', 'public, max-age=5, must-revalidate');
      return manifest;
    },
  );
};
