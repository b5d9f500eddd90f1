import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memoIds } from '../../../lib/memo-ids';
import { tagPage, tagSearch } from '../responses';
import { sqlRunner } from '../shared/sql-runner';
import type { TagPage, TagSearch } from '../types';
import { readTagPage, searchTags } from './service';

/** The tag page (`/tag/<tag>`) and the tag search of the header on /feed; visitors too. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const run = sqlRunner(app.database);

  app.post(
    '/tags/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Public posts with a #tag, newest first; pass next_cursor back for the next page',
        body: z.object({
          tag: z.string().trim().min(1).max(101),
          cursor: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(30).default(12),
        }),
        response: { 200: tagPage },
      },
    },
    async (request, reply): Promise<TagPage> => {
      reply.header('cache-control', 'private, no-store');
      const { tag, cursor, limit } = request.body;
      return readTagPage(run, ids, request.user?.id ?? null, tag, cursor, limit);
    },
  );

  app.post(
    '/tags/search',
    {
      schema: {
        tags: ['posts'],
        summary: 'Tags starting with the query (with or without #), most used first',
        body: z.object({
          query: z.string().max(101),
          limit: z.coerce.number().int().min(1).max(10).default(4),
        }),
        response: { 200: tagSearch },
      },
    },
    async (request, reply): Promise<TagSearch> => {
      reply.header('cache-control', 'private, no-store');
      return searchTags(run, request.body.query, request.body.limit);
    },
  );
};
