import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../lib/domain-error';
import { errorResponses } from '../../lib/error-schema';
import { completeTestAuthentication, verifyWebhookSignature } from '../../providers/payments';
import { recordPaymentEvent } from './events';
import { authenticateResponse, paymentsConfigResponse, webhookResponse } from './responses';
import { authenticateBody, gatewayEvent } from './schemas';

const TAGS = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags: TAGS,
        summary: "What the checkouts' card fields load: the gateway's publishable key, or the built-in test element",
        response: { 200: paymentsConfigResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { name, publishableKey } = app.providers.payments;
      return { provider: name, publishable_key: publishableKey };
    },
  );

  app.post(
    '/payments/test/authenticate',
    {
      // The client secret is the authority here (as on the gateway's own 3-D Secure page); guessing is throttled.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "The built-in gateway's 3-D Secure challenge: approves or fails the intent waiting under the secret",
        body: authenticateBody,
        response: { 200: authenticateResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Only the built-in gateway answers here; a real one runs its own challenge in Stripe.js.
      if (app.providers.payments.name !== 'test-cards') throw notFound('payment_not_found');
      const row = await completeTestAuthentication(app.db, request.body.client_secret, request.body.approved);
      if (!row) throw notFound('payment_not_found');
      // As the real gateway's webhook would: the order follows even if the browser never pays again.
      if (row.status === 'succeeded' || row.status === 'declined') {
        await recordPaymentEvent(app.db, {
          id: `evt_test_${randomBytes(12).toString('hex')}`,
          type: row.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          intentRef: row.providerRef,
        });
        app.mailQueue.kick();
      }
      return { status: row.status === 'refunded' ? 'succeeded' : row.status };
    },
  );

  // The webhook reads its body as the raw text the gateway signed: a parser of its own, in this scope only.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    hooks.post(
      '/payments/webhook',
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary:
            'Gateway events (Stripe webhooks: payment_intent.succeeded, .payment_failed, charge.refunded), signed with Stripe-Signature',
          body: z.string().max(512 * 1024),
          response: { 200: webhookResponse, ...errorResponses },
        },
      },
      async (request) => {
        // The parser above hands the body over as the text the gateway signed.
        const raw = typeof request.body === 'string' ? request.body : '';
        const secret = app.config.paymentsWebhookSecret;
        if (!secret) throw notFound('webhooks_disabled');
        const header = request.headers['stripe-signature'];
        const check = verifyWebhookSignature(raw, typeof header === 'string' ? header : undefined, secret);
        if (!check.ok) {
          request.log.warn({ reason: check.reason }, 'payment webhook refused');
          throw invalid('webhook_signature_invalid');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw invalid('invalid_json');
        }
        const event = gatewayEvent.parse(parsed);
        const object = event.data.object;
        const intentRef =
          object.object === 'payment_intent' || object.id.startsWith('pi_')
            ? object.id
            : (object.payment_intent ?? null);
        const { duplicate } = await recordPaymentEvent(app.db, { id: event.id, type: event.type, intentRef });
        if (!duplicate) app.mailQueue.kick();
        return { received: true as const, duplicate };
      },
    );
  });
};
