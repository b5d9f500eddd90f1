import { errorResponses } from '../../../lib/error-schema';
import { successBodyOf } from '../../../lib/success-schema';
import { z } from 'zod';
import { favouriteIdsResponse, favouritesResponse } from '../responses';
import { success } from '../../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { hotelsContext } from '../context';
import { favourite, favouriteIds, favouritesPage, unfavourite } from './service';
import { favouriteBody, favouritesQuery, hidParams } from '../schemas';
import type { FavouritesResponse } from '../types';

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => hotelsContext(app);

  app.get(
    '/hotels/favourites',
    {
      preHandler: requireUser,
      schema: {
        tags: ['hotels'],
        summary: 'The signed-in user’s favourite hotels, newest first',
        querystring: favouritesQuery,
        response: { 200: favouritesResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<FavouritesResponse> => {
      reply.header('cache-control', 'private, no-store');
      const { page, limit, lang } = request.query;
      return favouritesPage(ctx(), currentUser(request).id, page, limit, lang);
    },
  );

  app.get(
    '/hotels/favourites/ids',
    {
      preHandler: requireUser,
      schema: {
        tags: ['hotels'],
        summary: 'Ids of the signed-in user’s favourite hotels (for hearts on cards)',
        response: { 200: favouriteIdsResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<{ hids: string[] }> => {
      reply.header('cache-control', 'private, no-store');
      return { hids: await favouriteIds(ctx(), currentUser(request).id) };
    },
  );

  app.post(
    '/hotels/favourites',
    {
      preHandler: requireUser,
      schema: {
        tags: ['hotels'],
        summary: 'Add a hotel to favourites',
        body: favouriteBody,
        response: { 201: successBodyOf('favourite_added').extend({ hid: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await favourite(ctx(), currentUser(request).id, app.ids.decodeId('hotel', request.body.hid));
      reply.code(201);
      return { ...success('favourite_added'), hid: request.body.hid };
    },
  );

  app.delete(
    '/hotels/favourites/:hid',
    {
      preHandler: requireUser,
      schema: {
        tags: ['hotels'],
        summary: 'Remove a hotel from favourites',
        params: hidParams,
        response: { 200: successBodyOf('favourite_removed').extend({ hid: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await unfavourite(ctx(), currentUser(request).id, app.ids.decodeId('hotel', request.params.hid));
      return { ...success('favourite_removed'), hid: request.params.hid };
    },
  );
};
