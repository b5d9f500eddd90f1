import { errorResponses } from '../../../lib/error-schema';
import { sendJsonText } from '../../../lib/json-text';
import * as r from '../responses';
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
import type { ActivityDetail, RelatedActivitiesResponse, ReviewsPage, UtilsResponse } from '../types';
import { memoIds } from '../../../lib/memo-ids';

/** The catalog reads of spec §7: open to visitors; a signed-in viewer also learns what is in their wishlist. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const viewer = (userId: number | null): Viewer => ({ db: app.db, ids, userId });

  app.post(
    '/activities/fetch',
    {
      config: { readOnly: true },
      schema: {
        tags: ['activities'],
        summary: 'One activity by its opaque id (acid): detail, branches, reviews, related',
        body: fetchActivityBody,
        response: { 200: r.activityDetail, ...errorResponses },
      },
    },
    async (request): Promise<ActivityDetail> => getActivityDetail(viewer(request.user?.id ?? null), request.body.acid),
  );

  app.post(
    '/activities/fetch-all',
    {
      config: { readOnly: true },
      schema: {
        tags: ['activities'],
        summary: 'Activities by filters and sort, a keyset page at a time (pass next_cursor back as cursor)',
        body: listActivitiesBody,
        response: { 200: r.activityListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      if (userId !== null) return listActivities(viewer(userId), request.body);
      return sendJsonText(reply, await visitorListJson(viewer(null), request.body));
    },
  );

  app.post(
    '/activities/fetch-all/related',
    {
      schema: {
        tags: ['activities'],
        summary: 'Activities related to one: same main category, shared tags, nearby',
        body: relatedBody,
        response: { 200: r.relatedActivitiesResponse, ...errorResponses },
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
        response: { 200: r.reviewsPage, ...errorResponses },
      },
    },
    async (request): Promise<ReviewsPage> =>
      listReviews(viewer(request.user?.id ?? null), request.body.acid, request.body.cursor, request.body.limit),
  );

  app.post(
    '/utils/fetch',
    {
      config: { readOnly: true },
      schema: {
        tags: ['activities'],
        summary: 'Reference lists: main_categories, categories, price_range, countries',
        body: utilsBody,
        response: { 200: r.utilsResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<UtilsResponse> => {
      reply.header('cache-control', 'public, max-age=300');
      return fetchUtils(app.db, request.body.name, request.body.main_category);
    },
  );
};
