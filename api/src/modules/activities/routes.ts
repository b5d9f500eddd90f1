import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './booking/routes';
import { catalogRoutes } from './catalog/routes';
import { imageRoutes } from './images/routes';
import { orderRoutes } from './orders/routes';
import { searchRoutes } from './search/routes';
import { ticketRoutes } from './tickets/routes';
import { wishlistRoutes } from './wishlist/routes';
import { registerOrderKind } from '../orders/kinds';
import { activityReviewRoutes } from '../reviews/activity-routes';
import { activityOrderKind } from './orders/order-kind';

/** The activities domain's routes, mounted under /api/v1 by app.ts. Shapes: ./types.ts. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOrderKind('activity', activityOrderKind);
  await app.register(catalogRoutes);
  await app.register(imageRoutes);
  await app.register(searchRoutes);
  await app.register(wishlistRoutes);
  await app.register(bookingRoutes);
  await app.register(activityReviewRoutes);
  await app.register(orderRoutes);
  await app.register(ticketRoutes);
};
