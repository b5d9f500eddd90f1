import { errorResponses } from '../../../lib/error-schema';
import { fileResponse } from '../../../lib/file-response';
import { activityOrderView as activityOrderViewSchema } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleOrder } from '../../orders/service';
import { cancelActivityOrder } from './cancel';
import { buildOrderIcs } from './ics';
import { activityOrderOf, activityOrderView } from './view';
import { orderAccessBody, voucherParams, voucherQuery } from '../schemas';
import { publicUrlOf } from '../../../mail/public-url';
import { createTicketCodes } from '../tickets/code';
import type { ActivityOrderView } from '../types';
import { renderActivityVoucherPdf } from '../voucher/voucher-pdf';
import { conflict } from '../../../lib/domain-error';

/**
 * The activity order page: view (tickets with their QR code, cancellation terms, history), cancel, and the PDF
 * voucher. As the rest of /orders: the signed-in owner by reference, anyone else with the reference and contact e-mail.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = createTicketCodes(app.config.idSecret);
  const mail = { queue: app.mailQueue, publicUrl: publicUrlOf(app.config) };
  const find = async (ref: string, email: string | undefined, userId: number | null) =>
    activityOrderOf(await accessibleOrder(app.db, ref, email, userId));

  app.post(
    '/activities/orders/manage',
    {
      // Reference and e-mail together are the credential, so guessing is throttled.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary: 'An activity order with its ticket, cancellation terms and history',
        body: orderAccessBody,
        response: { 200: activityOrderViewSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<ActivityOrderView> => {
      reply.header('cache-control', 'private, no-store');
      const order = await find(request.body.order_id, request.body.email, request.user?.id ?? null);
      return activityOrderView(app.db, codes, order);
    },
  );

  app.post(
    '/activities/orders/cancel',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary: 'Cancels a paid activity order within its free-cancellation period and refunds it',
        body: orderAccessBody,
        response: { 200: activityOrderViewSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<ActivityOrderView> => {
      reply.header('cache-control', 'private, no-store');
      const order = await find(request.body.order_id, request.body.email, request.user?.id ?? null);
      const cancelled = await cancelActivityOrder(
        { db: app.db, payments: app.providers.payments, now: new Date(), mail },
        order,
      );
      return activityOrderView(app.db, codes, cancelled);
    },
  );

  app.get(
    '/activities/orders/:order_id/voucher.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary: 'The PDF voucher of a paid activity order (lang en or ar)',
        params: voucherParams,
        querystring: voucherQuery,
        response: { 200: fileResponse('application/pdf', 'The voucher (PDF)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const order = await find(request.params.order_id, request.query.email, request.user?.id ?? null);
      const view = await activityOrderView(app.db, codes, order);
      if (!view.ticket) throw conflict('voucher_not_ready');
      if (view.ticket.status === 'cancelled') throw conflict('voucher_void');
      const pdf = await renderActivityVoucherPdf(view, request.query.lang);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="jad-voucher-${order.uuid.slice(0, 8)}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/activities/orders/:order_id/calendar.ics',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['activities'],
        summary: 'The visit as an iCalendar event (lang en or ar)',
        params: voucherParams,
        querystring: voucherQuery,
        response: { 200: fileResponse('text/calendar', 'The visit (iCalendar)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const order = await find(request.params.order_id, request.query.email, request.user?.id ?? null);
      const view = await activityOrderView(app.db, codes, order);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="jad-activity-${order.uuid.slice(0, 8)}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(buildOrderIcs(view, request.query.lang, `${request.protocol}://${request.host}`, new Date()));
    },
  );
};
