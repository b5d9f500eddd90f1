import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/client';
import { createPaymentsProvider } from './index';
import { AUTHENTICATION_UNSUPPORTED, CARD_EXPIRY_REQUIRED, KEY_REUSED, createStripePayments } from './stripe';
import { PROCESSING_ERROR, type ChargeInput } from './types';

const KEY = 'sk_test_local0123456789';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  description: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string; decline_code: string } | null;
}

/** Cards the fake network answers for, as in Stripe's test mode. */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/**
 * A local server that speaks Stripe's API for PaymentIntents, search and refunds: HTTP Basic with the secret key
 * as user and an empty password, form bodies, Stripe-shaped JSON, errors as { error: { type, code, message } },
 * and idempotency: the first response to an Idempotency-Key is saved and replayed, a replay with other parameters
 * is a 400 idempotency_error. `script` answers requests in turn before they execute (a 5xx saves nothing).
 */
async function startStripe(opts: { script?: number[]; nextStatus?: string[] } = {}) {
  const script = [...(opts.script ?? [])];
  const nextStatus = [...(opts.nextStatus ?? [])];
  const received: Received[] = [];
  const intents = new Map<string, Intent>();
  const refunded = new Map<string, number>();
  const saved = new Map<string, { params: string; status: number; body: unknown }>();
  let sequence = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const idem = req.headers['idempotency-key'] as string | undefined;
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        idempotencyKey: idem,
        contentType: req.headers['content-type'],
        form,
      });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (status: number, error: Record<string, unknown>) => json(status, { error });

      const scripted = script.shift();
      if (scripted !== undefined) return fail(scripted, { type: 'api_error', message: 'An unknown error occurred' });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`) {
        return fail(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      const url = new URL(req.url ?? '/', 'http://stripe.local');

      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        const match = /^metadata\['idempotency_key'\]:'((?:[^'\\]|\\.)*)'$/.exec(url.searchParams.get('query') ?? '');
        if (!match) return fail(400, { type: 'invalid_request_error', message: 'Invalid search query' });
        const wanted = match[1]!.replace(/\\(.)/g, '$1');
        const data = [...intents.values()].filter((i) => i.metadata.idempotency_key === wanted);
        return json(200, { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data });
      }
      if (req.method !== 'POST')
        return fail(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return fail(400, { type: 'invalid_request_error', message: 'Form body expected' });

      // Idempotency: replay the saved answer; the same key with other parameters is refused.
      const scope = `${url.pathname} ${idem ?? ''}`;
      const previous = idem ? saved.get(scope) : undefined;
      if (previous) {
        if (previous.params !== raw)
          return fail(400, {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          });
        res.setHeader('idempotent-replayed', 'true');
        return json(previous.status, previous.body);
      }
      const answer = (status: number, body: unknown) => {
        if (idem) saved.set(scope, { params: raw, status, body });
        json(status, body);
      };

      if (url.pathname === '/v1/payment_intents') {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1)
          return fail(400, {
            type: 'invalid_request_error',
            code: 'parameter_invalid_integer',
            param: 'amount',
            message: 'Invalid integer',
          });
        if (!/^[a-z]{3}$/.test(form.currency ?? ''))
          return fail(400, { type: 'invalid_request_error', param: 'currency', message: 'Invalid currency' });
        if (
          form['payment_method_data[type]'] !== 'card' ||
          !form['payment_method_data[card][exp_month]'] ||
          !form['payment_method_data[card][exp_year]']
        ) {
          return fail(400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: 'Missing card details',
          });
        }
        sequence += 1;
        const intent: Intent = {
          id: `pi_${String(sequence).padStart(24, '0')}`,
          object: 'payment_intent',
          amount,
          currency: form.currency!,
          status: nextStatus.shift() ?? 'succeeded',
          description: form.description ?? '',
          metadata: Object.fromEntries(
            Object.entries(form)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          last_payment_error: null,
        };
        const decline = DECLINES[form['payment_method_data[card][number]'] ?? ''];
        if (decline) {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = decline;
          intents.set(intent.id, intent);
          return answer(402, { error: { type: 'card_error', ...decline, payment_intent: intent } });
        }
        intents.set(intent.id, intent);
        return answer(200, intent);
      }
      if (url.pathname === '/v1/refunds') {
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${form.payment_intent}'`,
            },
          });
        if (intent.status !== 'succeeded')
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              message: 'This PaymentIntent does not have a successful charge to refund.',
            },
          });
        const done = refunded.get(intent.id) ?? 0;
        if (done >= intent.amount)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          });
        const amount = Number(form.amount ?? intent.amount - done);
        if (amount > intent.amount - done)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - done})`,
            },
          });
        refunded.set(intent.id, done + amount);
        sequence += 1;
        return answer(200, {
          id: `re_${sequence}`,
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
        });
      }
      return fail(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    intents,
    refunded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Gateway = Awaited<ReturnType<typeof startStripe>>;

async function withStripe(opts: Parameters<typeof startStripe>[0], run: (gw: Gateway) => Promise<void>) {
  const gw = await startStripe(opts);
  try {
    await run(gw);
  } finally {
    await gw.close();
  }
}

let keySeq = 0;
const input = (overrides: Partial<ChargeInput> = {}): ChargeInput => ({
  amountMinor: 450_00,
  currency: 'AED',
  cardNumber: '4242 4242 4242 4242',
  cardExpMonth: 12,
  cardExpYear: 2039,
  cardCvc: '123',
  idempotencyKey: `hotel:order-${(keySeq += 1)}:1`,
  description: 'Hotel booking',
  orderId: 77,
  ...overrides,
});

const stripe = (gw: Gateway, apiKey = KEY) => createStripePayments({ apiKey, baseUrl: `${gw.url}/`, retryDelayMs: 0 });

describe('Stripe-style payments adapter', () => {
  it('creates and confirms a PaymentIntent with Basic auth, the Idempotency-Key header and the card form', () =>
    withStripe({}, async (gw) => {
      const charge = input();
      const result = await stripe(gw).charge(charge);
      expect(result).toEqual({ status: 'succeeded', ref: 'pi_000000000000000000000001' });
      expect(gw.received).toHaveLength(1);
      expect(gw.received[0]).toMatchObject({
        method: 'POST',
        path: '/v1/payment_intents',
        authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`,
        idempotencyKey: charge.idempotencyKey,
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(gw.received[0]!.form).toEqual({
        amount: '45000',
        currency: 'aed',
        confirm: 'true',
        'payment_method_types[]': 'card',
        error_on_requires_action: 'true',
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2039',
        'payment_method_data[card][cvc]': '123',
        description: 'Hotel booking',
        'metadata[order_id]': '77',
        'metadata[idempotency_key]': charge.idempotencyKey,
      });
    }));

  it('maps a 402 card_error to declined with the card message and the intent as ref', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      expect(await provider.charge(input({ cardNumber: '4000000000000002' }))).toEqual({
        status: 'declined',
        ref: 'pi_000000000000000000000001',
        error: 'Your card was declined.',
      });
      expect(await provider.charge(input({ cardNumber: '4000000000009995' }))).toMatchObject({
        status: 'declined',
        error: 'Your card has insufficient funds.',
      });
      // A decline is final: nothing was retried.
      expect(gw.received).toHaveLength(2);
    }));

  it('retries once after a 500 with the same Idempotency-Key and body, and charges once', () =>
    withStripe({ script: [500] }, async (gw) => {
      const charge = input();
      const result = await stripe(gw).charge(charge);
      expect(result.status).toBe('succeeded');
      expect(gw.received).toHaveLength(2);
      expect(gw.received.map((r) => r.idempotencyKey)).toEqual([charge.idempotencyKey, charge.idempotencyKey]);
      expect(gw.received[1]!.form).toEqual(gw.received[0]!.form);
      expect(gw.intents.size).toBe(1);
    }));

  it('retries a 429 too, and answers failed (retryable) after two 5xx, a network failure or a processing intent', async () => {
    await withStripe({ script: [429] }, async (gw) => {
      expect((await stripe(gw).charge(input())).status).toBe('succeeded');
      expect(gw.received).toHaveLength(2);
    });
    await withStripe({ script: [503, 500] }, async (gw) => {
      expect(await stripe(gw).charge(input())).toEqual({ status: 'failed', ref: '', error: PROCESSING_ERROR });
      expect(gw.received).toHaveLength(2);
      expect(gw.intents.size).toBe(0);
    });
    await withStripe({ nextStatus: ['processing', 'requires_action'] }, async (gw) => {
      expect(await stripe(gw).charge(input())).toEqual({
        status: 'failed',
        ref: 'pi_000000000000000000000001',
        error: PROCESSING_ERROR,
      });
      expect(await stripe(gw).charge(input())).toMatchObject({ status: 'declined', error: AUTHENTICATION_UNSUPPORTED });
    });
    const closed = await startStripe();
    await closed.close();
    expect(await stripe(closed).charge(input())).toEqual({ status: 'failed', ref: '', error: PROCESSING_ERROR });
  });

  it('replays the same key to the same intent (one charge), and refuses the key for another amount', () =>
    withStripe({}, async (gw) => {
      const charge = input();
      const first = await stripe(gw).charge(charge);
      // Another instance, as after a restart.
      const again = await stripe(gw).charge(charge);
      expect(again).toEqual(first);
      const declined = input({ cardNumber: '4000000000000002' });
      const d1 = await stripe(gw).charge(declined);
      expect(await stripe(gw).charge(declined)).toEqual(d1);
      expect(gw.intents.size).toBe(2);
      expect([...gw.intents.values()].filter((i) => i.status === 'succeeded')).toHaveLength(1);
      await expect(stripe(gw).charge({ ...charge, amountMinor: 1 })).rejects.toThrow(KEY_REUSED);
    }));

  it('finds a charge by its idempotency key through search, or null', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const ok = input({ idempotencyKey: "activity-order:it's:1" });
      const paid = await provider.charge(ok);
      const declined = input({ cardNumber: '4000000000000002' });
      await provider.charge(declined);

      expect(await provider.findCharge(ok.idempotencyKey)).toEqual(paid);
      const search = gw.received.find((r) => r.method === 'GET');
      expect(search?.path.startsWith('/v1/payment_intents/search?')).toBe(true);
      expect(new URL(search?.path ?? '', gw.url).searchParams.get('query')).toBe(
        "metadata['idempotency_key']:'activity-order:it\\'s:1'",
      );
      expect(search?.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);

      expect(await provider.findCharge(declined.idempotencyKey)).toMatchObject({
        status: 'declined',
        error: 'Your card was declined.',
      });
      expect(await provider.findCharge('activity-order:never:1')).toBeNull();
    }));

  it('throws from findCharge when the gateway cannot answer (a settle job must not read that as "not charged")', () =>
    withStripe({ script: [500, 500] }, async (gw) => {
      await expect(stripe(gw).findCharge('k')).rejects.toThrow(/search failed/);
    }));

  it('refunds a charge once, not beyond its amount, and never an unknown or declined one', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const ok = await provider.charge(input());
      expect(await provider.refund({ ref: ok.ref, amountMinor: 999_00 })).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/greater than/),
      });
      expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
      // The same refund again is the same refund (Idempotency-Key), not a second one.
      expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
      expect(gw.refunded.get(ok.ref)).toBe(450_00);
      const refundPosts = gw.received.filter((r) => r.path === '/v1/refunds');
      expect(refundPosts[1]!.form).toEqual({ payment_intent: ok.ref, amount: '45000' });
      expect(refundPosts[1]!.idempotencyKey).toBe(refundPosts[2]!.idempotencyKey);
      // Another amount after a full refund: Stripe says it is already refunded.
      expect(await provider.refund({ ref: ok.ref, amountMinor: 100 })).toEqual({ status: 'refunded', ref: ok.ref });

      const declined = await provider.charge(input({ cardNumber: '4000000000000002' }));
      expect((await provider.refund({ ref: declined.ref, amountMinor: 1 })).status).toBe('failed');
      expect(await provider.refund({ ref: 'pi_unknown', amountMinor: 1 })).toMatchObject({
        status: 'failed',
        error: "No such payment_intent: 'pi_unknown'",
      });
    }));

  it('answers failed on a wrong key, and never invents an expiry for a live key', () =>
    withStripe({}, async (gw) => {
      expect(await stripe(gw, 'sk_test_wrong').charge(input())).toEqual({
        status: 'failed',
        ref: '',
        error: PROCESSING_ERROR,
      });
      const before = gw.received.length;
      const live = await stripe(gw, 'sk_live_abc').charge(input({ cardExpMonth: undefined, cardExpYear: undefined }));
      expect(live).toEqual({ status: 'declined', ref: '', error: CARD_EXPIRY_REQUIRED });
      expect(gw.received).toHaveLength(before);
      // A test key takes a future expiry for test cards, as Stripe's test mode does.
      expect(
        (await stripe(gw).charge(input({ cardExpMonth: undefined, cardExpYear: undefined, cardCvc: undefined })))
          .status,
      ).toBe('succeeded');
      const form = gw.received[gw.received.length - 1]!.form;
      expect(Number(form['payment_method_data[card][exp_year]'])).toBeGreaterThan(new Date().getUTCFullYear());
      expect(form['payment_method_data[card][cvc]']).toBeUndefined();
    }));
});

describe('createPaymentsProvider', () => {
  const db = {} as Db;
  it('keeps the test cards without PAYMENTS_API_KEY, and picks the Stripe adapter with it', () =>
    withStripe({}, async (gw) => {
      expect(createPaymentsProvider(db, {}).name).toBe('test-cards');
      expect(createPaymentsProvider(db, { PAYMENTS_API_KEY: '  ' }).name).toBe('test-cards');
      const provider = createPaymentsProvider(db, { PAYMENTS_API_KEY: KEY, PAYMENTS_API_URL: gw.url });
      expect(provider.name).toBe('stripe');
      expect((await provider.charge(input())).status).toBe('succeeded');
      expect(gw.received).toHaveLength(1);
      expect(() => createPaymentsProvider(db, { PAYMENTS_API_KEY: KEY, PAYMENTS_API_URL: 'ftp://x' })).toThrow(
        /PAYMENTS_API_URL/,
      );
      expect(() => createPaymentsProvider(db, { PAYMENTS_API_KEY: KEY, PAYMENTS_API_URL: 'not a url' })).toThrow(
        /PAYMENTS_API_URL/,
      );
    }));
});
