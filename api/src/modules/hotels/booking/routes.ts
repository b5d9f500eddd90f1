import { errorResponses } from '../../../lib/error-schema';
import { checkoutDto as checkoutDtoSchema, paymentResponse } from '../responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCheckout, getCheckout, loadCheckout, orderOf, saveGuests } from './checkout-service';
import { checkoutDto } from './checkout-view';
import { followUpCheckout, payCheckout } from './payment-service';
import { hotelsContext } from '../context';
import { checkoutParams, createCheckoutBody, guestsBody, payBody } from '../schemas';
import type { CheckoutDto, PaymentResponse } from '../types';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => hotelsContext(app);
  const userId = (request: { user: { id: number } | null }) => request.user?.id ?? null;

  app.post(
    '/hotels/checkouts',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['hotels'],
        summary: 'Choose a rate: prebook re-check, price and exchange rate fixed',
        body: createCheckoutBody,
        response: { 201: checkoutDtoSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<CheckoutDto> => {
      const { rate_key, currency, lang } = request.body;
      const dto = await createCheckout(ctx(), { rateKey: rate_key, currency, lang, userId: userId(request) });
      reply.code(201).header('cache-control', 'private, no-store');
      return dto;
    },
  );

  app.get(
    '/hotels/checkouts/:id',
    {
      schema: {
        tags: ['hotels'],
        summary: 'A checkout with its price breakdown and, after payment, its outcome',
        params: checkoutParams,
        response: { 200: checkoutDtoSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<CheckoutDto> => {
      reply.header('cache-control', 'private, no-store');
      const row = await loadCheckout(ctx(), request.params.id, userId(request));
      if (row.status === 'paying') {
        const settled = await followUpCheckout(ctx(), row);
        return checkoutDto(settled, await orderOf(ctx(), settled));
      }
      return getCheckout(ctx(), request.params.id, userId(request));
    },
  );

  app.put(
    '/hotels/checkouts/:id/guests',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Contact and guests (main guest: title, names, citizenship)',
        params: checkoutParams,
        body: guestsBody,
        response: { 200: checkoutDtoSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<CheckoutDto> => {
      reply.header('cache-control', 'private, no-store');
      return saveGuests(ctx(), request.params.id, userId(request), request.body);
    },
  );

  app.post(
    '/hotels/checkouts/:id/pay',
    {
      // Card testing is throttled; a retry of the same checkout is answered without a second charge.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['hotels'],
        summary: 'Pay and book (idempotent per checkout)',
        params: checkoutParams,
        body: payBody,
        // 202 while the booking is still being made: the client polls the checkout.
        response: { 200: paymentResponse, 202: paymentResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<PaymentResponse> => {
      const result = await payCheckout(ctx(), request.params.id, userId(request), request.body.payment_method);
      reply.code(result.outcome === 'processing' ? 202 : 200).header('cache-control', 'private, no-store');
      return result;
    },
  );
};
