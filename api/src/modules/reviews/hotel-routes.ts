import { errorResponses } from '../../lib/error-schema';
import { hotelReviewsPageResponse, myReviewsResponse, reviewDeleteResponse, reviewWriteResponse } from './responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session';
import type { ReviewContext } from './activity-service';
import {
  createHotelReview,
  deleteHotelReview,
  HOTEL_KIND,
  hotelReviewsPage,
  myHotelReviews,
  updateHotelReview,
} from './hotel-service';
import { createReviewBody, reviewRefBody, updateReviewBody } from './schemas';
import type { HotelReviewsPage, MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from './types';

const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const tags = ['hotels'];
const hidBody = z.object({ hid: z.string().trim().min(1).max(200) });

/** Reviews by members who stayed: one per confirmed hotel order, after check-out; the author edits or deletes it. */
export const hotelReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof currentUser>[0]): ReviewContext => ({
    db: app.db,
    ids: app.ids,
    user: currentUser(request),
  });

  app.post(
    '/hotels/reviews',
    {
      schema: {
        tags,
        summary: 'Member reviews of a hotel, newest first',
        body: hidBody.extend({
          cursor: z.string().trim().min(1).max(200).nullish(),
          limit: z.number().int().min(1).max(20).default(5),
        }),
        response: { 200: hotelReviewsPageResponse, ...errorResponses },
      },
    },
    async (request): Promise<HotelReviewsPage> => {
      const hid = app.ids.decodeId(HOTEL_KIND, request.body.hid);
      return hotelReviewsPage(app.db, app.ids, hid, request.body.cursor ?? null, request.body.limit);
    },
  );

  app.post(
    '/hotels/reviews/mine',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My finished stays at this hotel, each with my review or null',
        body: hidBody,
        response: { 200: myReviewsResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<MyReviewsResponse> => {
      reply.header('cache-control', 'private, no-store');
      return myHotelReviews(context(request), request.body.hid);
    },
  );

  app.post(
    '/hotels/reviews/create',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Reviews a confirmed stay after check-out (once per order)',
        body: createReviewBody,
        response: { 201: reviewWriteResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<ReviewWriteResponse> => {
      const { order_id, ...input } = request.body;
      const result = await createHotelReview(context(request), order_id, input);
      reply.code(201);
      return result;
    },
  );

  app.post(
    '/hotels/reviews/update',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Edits my hotel review',
        body: updateReviewBody,
        response: { 200: reviewWriteResponse, ...errorResponses },
      },
    },
    async (request): Promise<ReviewWriteResponse> => {
      const { review_id, ...input } = request.body;
      return updateHotelReview(context(request), review_id, input);
    },
  );

  app.post(
    '/hotels/reviews/delete',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Deletes my hotel review',
        body: reviewRefBody,
        response: { 200: reviewDeleteResponse, ...errorResponses },
      },
    },
    async (request): Promise<ReviewDeleteResponse> => deleteHotelReview(context(request), request.body.review_id),
  );
};
