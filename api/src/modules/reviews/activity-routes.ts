import { errorResponses } from '../../lib/error-schema';
import { myReviewsResponse, reviewDeleteResponse, reviewWriteResponse } from './responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session';
import { memoIds } from '../../lib/memo-ids';
import {
  createActivityReview,
  deleteActivityReview,
  myActivityReviews,
  updateActivityReview,
  type ReviewContext,
} from './activity-service';
import { createReviewBody, reviewRefBody, updateReviewBody } from './schemas';
import type { MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from './types';

const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const tags = ['activities'];

/** Reviews by members who went: one per paid order, after the visit day; the author edits or deletes it. */
export const activityReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const context = (request: Parameters<typeof currentUser>[0]): ReviewContext => ({
    db: app.db,
    ids,
    user: currentUser(request),
  });

  app.post(
    '/activities/reviews/mine',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My finished bookings of this activity, each with my review or null',
        body: z.object({ acid: z.string().trim().min(1).max(200) }),
        response: { 200: myReviewsResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<MyReviewsResponse> => {
      reply.header('cache-control', 'private, no-store');
      return myActivityReviews(context(request), request.body.acid);
    },
  );

  app.post(
    '/activities/reviews/create',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Reviews a paid order after its visit date (once per order)',
        body: createReviewBody,
        response: { 201: reviewWriteResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<ReviewWriteResponse> => {
      const { order_id, ...input } = request.body;
      const result = await createActivityReview(context(request), order_id, input);
      reply.code(201);
      return result;
    },
  );

  app.post(
    '/activities/reviews/update',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Edits my review',
        body: updateReviewBody,
        response: { 200: reviewWriteResponse, ...errorResponses },
      },
    },
    async (request): Promise<ReviewWriteResponse> => {
      const { review_id, ...input } = request.body;
      return updateActivityReview(context(request), review_id, input);
    },
  );

  app.post(
    '/activities/reviews/delete',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Deletes my review',
        body: reviewRefBody,
        response: { 200: reviewDeleteResponse, ...errorResponses },
      },
    },
    async (request): Promise<ReviewDeleteResponse> => deleteActivityReview(context(request), request.body.review_id),
  );
};
