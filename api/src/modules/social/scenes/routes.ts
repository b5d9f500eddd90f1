import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/domain-error';

const FILE = /^([a-z-]+)-(\d{1,4})\.svg$/;

/** URL of a demo picture (the seed stores these as post media). */
export const sceneUrl = (scene: string, variant: number) => `/api/v1/social/scenes/${scene}-${variant}.svg`;

/** GET /social/scenes/<scene>-<n>.svg: the demo feed's pictures, drawn on request, cached by browsers for a week. */
export const scenesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new Map<string, string>();
  app.get(
    '/social/scenes/:file',
    {
      schema: {
        tags: ['posts'],
        summary: 'A generated demo picture of a Dubai scene (SVG)',
        params: z.object({ file: z.string().max(40) }),
        response: { 200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const [, name, variant] = FILE.exec(request.params.file) ?? [];
      if (!name || !variant) throw notFound('picture_not_found');
      const key = request.params.file;
      let svg = cache.get(key);
      if (!svg) {
        const drawn = await app.providers.demoMedia.scene(name, Number(variant));
        if (drawn === null) throw notFound('picture_not_found');
        svg = drawn;
        if (cache.size > 500) cache.clear();
        cache.set(key, svg);
      }
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=604800')
          // Opened on its own, an SVG is a document: it may draw, never run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(svg)
      );
    },
  );
};
