import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelReviewRoutes } from '../reviews/hotel-routes';
import { registerOrderKind } from '../orders/kinds';
import { hotelOrderKind } from './booking/order-kind';
import { bookingRoutes } from './booking/routes';
import { favouriteRoutes } from './favourites/routes';
import { hotelRoutes } from './details/routes';
import { searchRoutes } from './search/routes';

/** The hotels domain's routes, mounted under /api/v1 by app.ts. */
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOrderKind('hotel', hotelOrderKind);
  await app.register(searchRoutes);
  await app.register(favouriteRoutes);
  await app.register(bookingRoutes);
  await app.register(hotelRoutes);
  await app.register(hotelReviewRoutes);
};
