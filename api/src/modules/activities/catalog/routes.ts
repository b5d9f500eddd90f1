import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fetchUtils,
  getActivityDetail,
  listActivities,
  listRelated,
  listReviews,
  visitorListJson,
  type Viewer,
} from './service';
import { fetchActivityBody, listActivitiesBody, relatedBody, reviewsBody, utilsBody } from '../schemas';
import type {
  ActivityDetail,
  ActivityListResponse,
  RelatedActivitiesResponse,
  ReviewsPage,
  UtilsResponse,
} from '../types';
import { memoIds } from '../../../lib/memo-ids';

/** The catalog reads of spec §7: open to visitors; a signed-in viewer also learns what is in their wishlist. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const viewer = (userId: number | null): Viewer => ({ db: app.db, ids, userId });

  app.post(
    '/activities/fetch',
    {
      schema: {
        tags: ['activities'],
        summary: 'One activity by its opaque id (acid): detail, branches, reviews, related',
        body: fetchActivityBody,
      },
    },
    async (request): Promise<ActivityDetail> => getActivityDetail(viewer(request.user?.id ?? null), request.body.acid),
  );

  app.post(
    '/activities/fetch-all',
    {
      schema: {
        tags: ['activities'],
        summary: 'Activities by filters and sort, a keyset page at a time (pass next_cursor back as cursor)',
        body: listActivitiesBody,
      },
    },
    async (request, reply): Promise<ActivityListResponse | string> => {
      const userId = request.user?.id ?? null;
      if (userId !== null) return listActivities(viewer(userId), request.body);
      // Already JSON: with its type set, Fastify sends the text as it is.
      reply.type('application/json; charset=utf-8');
      return visitorListJson(viewer(null), request.body);
    },
  );

  app.post(
    '/activities/fetch-all/related',
    {
      schema: {
        tags: ['activities'],
        summary: 'Activities related to one: same main category, shared tags, nearby',
        body: relatedBody,
      },
    },
    async (request): Promise<RelatedActivitiesResponse> => ({
      rows: await listRelated(viewer(request.user?.id ?? null), request.body.acid, request.body.limit),
    }),
  );

  app.post(
    '/activities/reviews',
    {
      schema: {
        tags: ['activities'],
        summary: 'Reviews of an activity, newest first, a keyset page at a time',
        body: reviewsBody,
      },
    },
    async (request): Promise<ReviewsPage> =>
      listReviews(viewer(request.user?.id ?? null), request.body.acid, request.body.cursor, request.body.limit),
  );

  app.post(
    '/utils/fetch',
    {
      schema: {
        tags: ['activities'],
        summary: 'Reference lists: main_categories, categories, price_range, countries',
        body: utilsBody,
      },
    },
    async (request, reply): Promise<UtilsResponse> => {
      reply.header('cache-control', 'public, max-age=300');
      return fetchUtils(app.db, request.body.name, request.body.main_category);
    },
  );
};
