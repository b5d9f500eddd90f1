import { errorResponses } from '../../../lib/error-schema';
import { fileResponse } from '../../../lib/file-response';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { activities } from '../../../db/schema';
import type { ImageSubject } from '../catalog/images';
import type { ImageMotif } from '../catalog/types';
import { IMAGE_SIZES } from './sizes';
import { galleryImageParams, imageParams } from '../schemas';
import { invalid, notFound } from '../../../lib/domain-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SUBJECT_CACHE_MAX = 20_000;

/**
 * GET /activities/images/:slug/:w.svg and /activities/images/:slug/:variant/:w.svg: the generated
 * pictures. A picture depends only on slug, variant and width, so the answer is cacheable forever.
 * The subject (hue, motif, tags) is remembered per slug: drawing is cheap, the lookup is the cost.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const subjects = new Map<string, ImageSubject>();

  async function subjectOf(db: Db, slug: string): Promise<ImageSubject> {
    let subject: ImageSubject | null | undefined = subjects.get(slug);
    if (subject === undefined) {
      const [row] = await db
        .select({ hue: activities.imageHue, motif: activities.imageMotif, categories: activities.categories })
        .from(activities)
        .where(eq(activities.slug, slug))
        .limit(1);
      subject = row
        ? { slug, image: { hue: row.hue, motif: row.motif as ImageMotif }, categories: row.categories }
        : null;
      if (subjects.size >= SUBJECT_CACHE_MAX) subjects.clear();
      // Unknown slugs are not remembered: an activity may be added later under that slug.
      if (subject) subjects.set(slug, subject);
    }
    if (!subject) throw notFound('image_not_found');
    return subject;
  }

  const send = async (slug: string, variant: number, width: number, reply: FastifyReply) => {
    if (!IMAGE_SIZES.includes(width)) throw invalid('unsupported_image_width', { field: 'w' });
    const svg = await app.providers.demoMedia.activityImage(await subjectOf(app.db, slug), variant, width);
    if (svg === null) throw notFound('image_not_found');
    return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
  };

  app.get(
    '/activities/images/:slug/:file',
    {
      schema: {
        tags: ['activities'],
        summary: 'Generated 16:9 thumbnail of an activity (SVG)',
        params: imageParams,
        response: { 200: fileResponse('image/svg+xml', 'The picture (SVG)'), ...errorResponses },
      },
    },
    async (request, reply) => send(request.params.slug, 0, request.params.file, reply),
  );

  // Link previews (Open Graph, Twitter cards) show only raster pictures: the thumbnail drawn at 1200 wide, cut to
  // their 1.91:1 frame and encoded once per request (crawlers ask rarely; the answer is cached forever).
  app.get(
    '/activities/images/:slug/share.jpg',
    {
      schema: {
        tags: ['activities'],
        summary: 'The picture of a shared link to an activity (1200×630 JPEG)',
        params: z.object({ slug: imageParams.shape.slug }),
        response: { 200: fileResponse('image/jpeg', 'The picture (JPEG)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const svg = await app.providers.demoMedia.activityImage(await subjectOf(app.db, request.params.slug), 0, 1200);
      if (svg === null) throw notFound('image_not_found');
      const jpeg = await sharp(Buffer.from(svg)).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
      return reply.header('cache-control', IMMUTABLE).type('image/jpeg').send(jpeg);
    },
  );

  app.get(
    '/activities/images/:slug/:variant/:file',
    {
      schema: {
        tags: ['activities'],
        summary: 'A gallery picture of an activity (variant 1–3, SVG)',
        params: galleryImageParams,
        response: { 200: fileResponse('image/svg+xml', 'The picture (SVG)'), ...errorResponses },
      },
    },
    async (request, reply) => send(request.params.slug, request.params.variant, request.params.file, reply),
  );
};
