import { errorResponses } from '../../lib/error-schema';
import * as r from './responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/session';
import { invalid } from '../../lib/domain-error';
import { orderKind } from './kinds';
import { listOrdersQuery, manageOrderBody, retrieveOrderBody } from './schemas';
import { accessibleOrder, listUserOrders, retrieveOrder, toPublicOrder } from './service';
import type { CancelOrderResponse, ManageOrderResponse, OrderListResponse, PublicOrder } from './types';
import { cancelUnpaidOrder } from './unpaid-service';

/** Activity orders are managed on their own pages (POST /activities/orders/manage, /cancel). */
const NOT_MANAGED_HERE: ManageOrderResponse['cancellation'] = {
  cancellable: false,
  reason: 'not_hotel',
  penalty_minor: 0,
  refund_minor: 0,
  free_cancellation_before: null,
};

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders in one tab",
        querystring: listOrdersQuery,
        response: { 200: r.orderListResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<OrderListResponse> => {
      reply.header('cache-control', 'private, no-store');
      const rows = await listUserOrders(app.db, currentUser(request).id, request.query.tab);
      return { rows: rows.map(toPublicOrder) };
    },
  );

  app.post(
    '/orders/retrieve',
    {
      // Reference and e-mail together are the credential, so guessing is throttled.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Find an order by booking reference and contact e-mail',
        body: retrieveOrderBody,
        response: { 200: r.publicOrder, ...errorResponses },
      },
    },
    async (request, reply): Promise<PublicOrder> => {
      reply.header('cache-control', 'private, no-store');
      return toPublicOrder(await retrieveOrder(app.db, request.body.order_id, request.body.email));
    },
  );

  app.post(
    '/orders/manage',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'An order with what cancelling it now would cost and refund',
        body: manageOrderBody,
        response: { 200: r.manageOrderResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<ManageOrderResponse> => {
      reply.header('cache-control', 'private, no-store');
      const order = await accessibleOrder(app.db, request.body.order_id, request.body.email, request.user?.id ?? null);
      const manage = orderKind(order.kind).manage;
      return { order: toPublicOrder(order), cancellation: manage ? await manage.quote(app, order) : NOT_MANAGED_HERE };
    },
  );

  app.post(
    '/orders/cancel',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel a hotel order: penalty per its policy, the rest refunded',
        body: manageOrderBody,
        response: { 200: r.cancelOrderResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<CancelOrderResponse> => {
      reply.header('cache-control', 'private, no-store');
      const order = await accessibleOrder(app.db, request.body.order_id, request.body.email, request.user?.id ?? null);
      const manage = orderKind(order.kind).manage;
      if (!manage) throw invalid('hotel_not_cancellable');
      const result = await manage.cancel(app, order);
      return { order: toPublicOrder(result.order), penalty_minor: result.penalty, refund_minor: result.refund };
    },
  );

  app.post(
    '/orders/cancel-unpaid',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order that was not paid (pending or refused): nothing to refund',
        body: manageOrderBody,
        response: { 200: r.publicOrder, ...errorResponses },
      },
    },
    async (request, reply): Promise<PublicOrder> => {
      reply.header('cache-control', 'private, no-store');
      const order = await accessibleOrder(app.db, request.body.order_id, request.body.email, request.user?.id ?? null);
      return toPublicOrder(await cancelUnpaidOrder(app.db, app.providers.payments, order));
    },
  );
};
