import { errorResponses } from '../../../lib/error-schema';
import { activityOrder, payResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { createActivityOrder, getActivityOrder, payActivityOrder, type BookingContext } from './service';
import { orderRefBody, payOrderBody } from '../schemas';
import { createOrderBody } from './order-input';
import type { ActivityOrder, PayResponse } from '../types';
import { memoIds } from '../../../lib/memo-ids';
import { publicUrlOf } from '../../../mail/public-url';
import { createTicketCodes } from '../tickets/code';

/** Ticket booking: order (priced here), then pay. Signed-in users only; an order is visible to its buyer alone. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { queue: app.mailQueue, publicUrl: publicUrlOf(app.config) };
  const codes = createTicketCodes(app.config.idSecret);
  const context = (request: Parameters<typeof currentUser>[0]): BookingContext => ({
    db: app.db,
    ids: memoIds(app.ids),
    fx: app.providers.fx,
    payments: app.providers.payments,
    codes,
    user: currentUser(request),
    mail,
  });

  app.post(
    '/activities/orders',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary: 'Creates a pending ticket order priced by the server; the same idempotency_key returns the same order',
        body: createOrderBody,
        response: { 200: activityOrder, 201: activityOrder, ...errorResponses },
      },
    },
    async (request, reply): Promise<ActivityOrder> => {
      reply.header('cache-control', 'private, no-store');
      const { order, created } = await createActivityOrder(context(request), request.body);
      reply.code(created ? 201 : 200);
      return order;
    },
  );

  app.post(
    '/activities/orders/fetch',
    {
      preHandler: requireUser,
      schema: {
        tags: ['activities'],
        summary: 'One of my activity orders by reference',
        body: orderRefBody,
        response: { 200: activityOrder, ...errorResponses },
      },
    },
    async (request, reply): Promise<ActivityOrder> => {
      reply.header('cache-control', 'private, no-store');
      return getActivityOrder(context(request), request.body.order_id);
    },
  );

  app.post(
    '/activities/orders/pay',
    {
      preHandler: requireUser,
      // Card numbers are the thing to guess here, so attempts are throttled.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary:
          "Pays an order with the card fields' PaymentMethod; the outcome (succeeded, declined, failed, requires_action for 3-D Secure) is in `payment`",
        body: payOrderBody,
        response: { 200: payResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<PayResponse> => {
      reply.header('cache-control', 'private, no-store');
      const { order_id, payment_method } = request.body;
      return payActivityOrder(context(request), order_id, payment_method);
    },
  );
};
