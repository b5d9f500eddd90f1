import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelReviewRoutes } from '../reviews/hotel-routes';
import { registerOrderKind } from '../orders/kinds';
import { BookingConflictError } from './booking/errors';
import { hotelOrderKind } from './booking/order-kind';
import { bookingRoutes } from './routes/booking-routes';
import { favouriteRoutes } from './routes/favourite-routes';
import { hotelRoutes } from './routes/hotel-routes';
import { searchRoutes } from './routes/search-routes';

/**
 * The hotels domain's routes, mounted under /api/v1 by app.ts. Booking conflicts answer 409 with a
 * `code` the booking screens act on; every other error goes on to the app's error handler.
 */
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOrderKind('hotel', hotelOrderKind);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof BookingConflictError) {
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: error.message, code: error.code });
    }
    throw error;
  });
  await app.register(searchRoutes);
  await app.register(favouriteRoutes);
  await app.register(bookingRoutes);
  await app.register(hotelRoutes);
  await app.register(hotelReviewRoutes);
};
