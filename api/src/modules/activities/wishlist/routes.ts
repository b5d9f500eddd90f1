import { errorResponses } from '../../../lib/error-schema';
import { wishlistPage, wishlistToggleResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { wishlistItemBody, wishlistPageBody } from '../schemas';
import type { WishlistPage, WishlistToggleResponse } from '../types';
import { addWishlistItem, listWishlist, removeWishlistItem } from './service';
import { memoIds } from '../../../lib/memo-ids';

const WRITE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** The signed-in user's wishlist of activities (spec §5: sign-in required). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const member = (request: Parameters<typeof currentUser>[0]) => ({ db: app.db, ids, userId: currentUser(request).id });

  app.post(
    '/wishlist',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: ['wishlist'],
        summary: 'Adds an activity (adding twice is harmless)',
        body: wishlistItemBody,
        response: { 200: wishlistToggleResponse, ...errorResponses },
      },
    },
    async (request): Promise<WishlistToggleResponse> => addWishlistItem(member(request), request.body.acid),
  );

  app.delete(
    '/wishlist',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: ['wishlist'],
        summary: 'Removes an activity',
        body: wishlistItemBody,
        response: { 200: wishlistToggleResponse, ...errorResponses },
      },
    },
    async (request): Promise<WishlistToggleResponse> => removeWishlistItem(member(request), request.body.acid),
  );

  app.post(
    '/wishlist/fetch-all',
    {
      config: { readOnly: true },
      preHandler: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'A page of the wishlist, newest first: {rows, count, page}',
        body: wishlistPageBody,
        response: { 200: wishlistPage, ...errorResponses },
      },
    },
    async (request, reply): Promise<WishlistPage> => {
      reply.header('cache-control', 'private, no-store');
      return listWishlist(member(request), request.body.page, request.body.limit);
    },
  );
};
