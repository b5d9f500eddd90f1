import type { Db } from '../../db/client';
import { createPaymentsProvider } from './index';
import { createStripePayments, KEY_REUSED } from './stripe';
import {
  AUTHENTICATION_FAILURE_MESSAGE,
  FAKE_STRIPE_KEY as KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from './stripe-fake-server';
import { PROCESSING_ERROR, type ChargeInput } from './types';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

async function withStripe(opts: Parameters<typeof startFakeStripe>[0], run: (gw: FakeStripe) => Promise<void>) {
  const gw = await startFakeStripe(opts);
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
  paymentMethod: 'pm_card_visa',
  idempotencyKey: `hotel:order-${(keySeq += 1)}:1`,
  description: 'Hotel booking',
  orderId: 77,
  ...overrides,
});

const stripe = (gw: FakeStripe, apiKey = KEY) =>
  createStripePayments({ apiKey, baseUrl: `${gw.url}/`, retryDelayMs: 0, publishableKey: 'pk_test_local' });

describe('Stripe-style payments adapter', () => {
  it('creates and confirms a PaymentIntent with the PaymentMethod, Basic auth and the Idempotency-Key header', () =>
    withStripe({}, async (gw) => {
      const charge = input();
      const provider = stripe(gw);
      expect(provider.publishableKey).toBe('pk_test_local');
      const result = await provider.charge(charge);
      expect(result).toEqual({ status: 'succeeded', ref: 'pi_000000000000000000000001' });
      expect(gw.received).toHaveLength(1);
      expect(gw.received[0]).toMatchObject({
        method: 'POST',
        path: '/v1/payment_intents',
        authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`,
        idempotencyKey: charge.idempotencyKey,
        contentType: 'application/x-www-form-urlencoded',
      });
      // No card number, expiry or CVC: only the id the browser's card fields made.
      expect(gw.received[0]?.form).toEqual({
        amount: '45000',
        currency: 'aed',
        confirm: 'true',
        payment_method: 'pm_card_visa',
        'payment_method_types[]': 'card',
        use_stripe_sdk: 'true',
        description: 'Hotel booking',
        'metadata[order_id]': '77',
        'metadata[idempotency_key]': charge.idempotencyKey,
      });
    }));

  it('maps a 402 card_error to declined with the card message and the intent as ref, and never retries it', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      expect(await provider.charge(input({ paymentMethod: 'pm_card_visa_chargeDeclined' }))).toEqual({
        status: 'declined',
        ref: 'pi_000000000000000000000001',
        error: 'Your card was declined.',
      });
      expect(
        await provider.charge(input({ paymentMethod: 'pm_card_visa_chargeDeclinedInsufficientFunds' })),
      ).toMatchObject({
        status: 'declined',
        error: 'Your card has insufficient funds.',
      });
      expect(await provider.charge(input({ paymentMethod: 'pm_card_chargeDeclinedProcessingError' }))).toMatchObject({
        status: 'declined',
        error: expect.stringMatching(/error occurred while processing/),
      });
      expect(gw.received).toHaveLength(3);
    }));

  it('answers requires_action with the client secret for 3-D Secure, and the outcome once the browser completed it', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const charge = input({ paymentMethod: gw.addPaymentMethod('pm_card_authenticationRequired') });
      const first = await provider.charge(charge);
      const intent = gw.intents.get(first.ref);
      expect(first).toEqual({ status: 'requires_action', ref: intent?.id, clientSecret: intent?.client_secret });
      // Asked again before the browser finished: still waiting, still one intent.
      expect((await provider.charge(charge)).status).toBe('requires_action');
      gw.authenticate(first.ref, true);
      // The same key again (the browser came back): the replayed answer is old, so the adapter reads the intent.
      expect(await provider.charge(charge)).toEqual({ status: 'succeeded', ref: first.ref });
      expect(gw.intents.size).toBe(1);
      expect(gw.received.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
        `/v1/payment_intents/${first.ref}`,
        `/v1/payment_intents/${first.ref}`,
      ]);
      expect(await provider.findCharge(charge.idempotencyKey)).toEqual({ status: 'succeeded', ref: first.ref });
    }));

  it('answers declined when the 3-D Secure challenge failed (final for the key)', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const charge = input({ paymentMethod: 'pm_card_authenticationRequired' });
      const first = await provider.charge(charge);
      gw.authenticate(first.ref, false);
      expect(await provider.charge(charge)).toEqual({
        status: 'declined',
        ref: first.ref,
        error: AUTHENTICATION_FAILURE_MESSAGE,
      });
      expect(gw.lastEvent('payment_intent.payment_failed', first.ref).data.object).toMatchObject({
        status: 'requires_payment_method',
      });
    }));

  it('retries once after a 500 or 429 with the same Idempotency-Key and body, and charges once', async () => {
    await withStripe({ script: [500] }, async (gw) => {
      const charge = input();
      expect((await stripe(gw).charge(charge)).status).toBe('succeeded');
      expect(gw.received.map((r) => r.idempotencyKey)).toEqual([charge.idempotencyKey, charge.idempotencyKey]);
      expect(gw.received[1]?.form).toEqual(gw.received[0]?.form);
      expect(gw.intents.size).toBe(1);
    });
    await withStripe({ script: [429] }, async (gw) => {
      expect((await stripe(gw).charge(input())).status).toBe('succeeded');
      expect(gw.received).toHaveLength(2);
    });
    await withStripe({ script: [503, 500] }, async (gw) => {
      expect(await stripe(gw).charge(input())).toEqual({ status: 'failed', ref: '', error: PROCESSING_ERROR });
      expect(gw.intents.size).toBe(0);
    });
    const closed = await startFakeStripe();
    await closed.close();
    expect(await stripe(closed).charge(input())).toEqual({ status: 'failed', ref: '', error: PROCESSING_ERROR });
  });

  it('replays the same key to the same intent (one charge), and refuses the key for another amount', () =>
    withStripe({}, async (gw) => {
      const charge = input();
      const first = await stripe(gw).charge(charge);
      expect(await stripe(gw).charge(charge)).toEqual(first);
      const declined = input({ paymentMethod: 'pm_card_visa_chargeDeclined' });
      const d1 = await stripe(gw).charge(declined);
      expect(await stripe(gw).charge(declined)).toEqual(d1);
      expect(gw.intents.size).toBe(2);
      await expect(stripe(gw).charge({ ...charge, amountMinor: 1 })).rejects.toThrow(KEY_REUSED);
    }));

  it("refuses a browser-made PaymentMethod used twice (Stripe's rule without a Customer): failed, nothing charged", () =>
    withStripe({}, async (gw) => {
      const pm = gw.addPaymentMethod('pm_card_visa');
      expect((await stripe(gw).charge(input({ paymentMethod: pm }))).status).toBe('succeeded');
      expect(await stripe(gw).charge(input({ paymentMethod: pm }))).toEqual({
        status: 'failed',
        ref: '',
        error: PROCESSING_ERROR,
      });
      expect([...gw.charges.values()]).toHaveLength(1);
    }));

  it('attaches a browser-made PaymentMethod to a Customer so one card pays several intents (a plan), once per key', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const pm = gw.addPaymentMethod('pm_card_visa');
      const card = await provider.reusableCard(pm, 'plan:7:card');
      expect(card).toEqual({ paymentMethod: pm, customer: expect.stringMatching(/^cus_/) });
      // The same key again (a second press): the same Customer, nothing new.
      expect(await provider.reusableCard(pm, 'plan:7:card')).toEqual(card);
      for (let i = 0; i < 3; i += 1)
        expect(
          (await provider.charge(input({ paymentMethod: card.paymentMethod, customer: card.customer }))).status,
        ).toBe('succeeded');
      expect(gw.received.find((r) => r.path === '/v1/payment_intents')?.form.customer).toBe(card.customer);
      expect([...gw.charges.values()]).toHaveLength(3);
      // A test shortcut becomes a PaymentMethod of its own when attached.
      const shortcut = await provider.reusableCard('pm_card_visa', 'plan:8:card');
      expect(shortcut.paymentMethod).toMatch(/^pm_(?!card_)/);
      expect(
        (await provider.charge(input({ paymentMethod: shortcut.paymentMethod, customer: shortcut.customer }))).status,
      ).toBe('succeeded');
    }));

  it('finds a charge by its idempotency key through search, or null; throws when the gateway cannot answer', async () => {
    await withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const ok = input({ idempotencyKey: "activity-order:it's:1" });
      const paid = await provider.charge(ok);
      expect(await provider.findCharge(ok.idempotencyKey)).toEqual(paid);
      const search = gw.received.find((r) => r.method === 'GET');
      expect(new URL(search?.path ?? '', gw.url).searchParams.get('query')).toBe(
        "metadata['idempotency_key']:'activity-order:it\\'s:1'",
      );
      expect(await provider.findCharge('activity-order:never:1')).toBeNull();
    });
    await withStripe({ script: [500, 500] }, async (gw) => {
      await expect(stripe(gw).findCharge('k')).rejects.toThrow(/search failed/);
    });
  });

  it('reads an intent with its key and refunded amount (a dashboard refund included), or null', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const charge = input();
      const paid = await provider.charge(charge);
      expect(await provider.getIntent(paid.ref)).toEqual({
        result: paid,
        idempotencyKey: charge.idempotencyKey,
        amountMinor: 450_00,
        refundedMinor: 0,
      });
      gw.dashboardRefund(paid.ref, 100_00);
      expect((await provider.getIntent(paid.ref))?.refundedMinor).toBe(100_00);
      expect(gw.received.at(-1)?.path).toBe(`/v1/payment_intents/${paid.ref}?expand%5B%5D=latest_charge`);
      expect(await provider.getIntent('pi_unknown')).toBeNull();
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
      expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
      expect([...gw.charges.values()][0]?.amount_refunded).toBe(450_00);
      expect(await provider.refund({ ref: ok.ref, amountMinor: 100 })).toEqual({ status: 'refunded', ref: ok.ref });
      const declined = await provider.charge(input({ paymentMethod: 'pm_card_visa_chargeDeclined' }));
      expect((await provider.refund({ ref: declined.ref, amountMinor: 1 })).status).toBe('failed');
      expect(await provider.refund({ ref: 'pi_unknown', amountMinor: 1 })).toMatchObject({
        status: 'failed',
        error: "No such payment_intent: 'pi_unknown'",
      });
    }));

  it('cancels an intent waiting for 3-D Secure; one that succeeded meanwhile stays succeeded', () =>
    withStripe({}, async (gw) => {
      const provider = stripe(gw);
      const waiting = await provider.charge(input({ paymentMethod: 'pm_card_authenticationRequired' }));
      expect(await provider.cancelIntent(waiting.ref)).toMatchObject({ status: 'declined', ref: waiting.ref });
      expect(gw.intents.get(waiting.ref)?.status).toBe('canceled');
      const won = await provider.charge(input({ paymentMethod: 'pm_card_authenticationRequired' }));
      gw.authenticate(won.ref, true);
      expect(await provider.cancelIntent(won.ref)).toEqual({ status: 'succeeded', ref: won.ref });
    }));

  it('answers failed on a wrong key', () =>
    withStripe({}, async (gw) => {
      expect(await stripe(gw, 'sk_test_wrong').charge(input())).toEqual({
        status: 'failed',
        ref: '',
        error: PROCESSING_ERROR,
      });
    }));
});

describe('webhook signature (Stripe-Signature)', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
  const now = new Date('2026-11-27T10:00:00Z');

  it('accepts its own signature, and any of several v1 while a secret is rolled', () => {
    const header = signWebhookPayload(body, FAKE_WEBHOOK_SECRET, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, header, FAKE_WEBHOOK_SECRET, now)).toEqual({ ok: true });
    const other = signWebhookPayload(body, 'whsec_other_secret_0123456789', now).split(',')[1];
    expect(verifyWebhookSignature(body, `${header},${other}`, FAKE_WEBHOOK_SECRET, now)).toEqual({ ok: true });
  });

  it('refuses another secret, a changed body, a stale or future timestamp, and a malformed header', () => {
    const header = signWebhookPayload(body, FAKE_WEBHOOK_SECRET, now);
    expect(verifyWebhookSignature(body, header, 'whsec_wrong_secret_0123456789', now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyWebhookSignature(`${body} `, header, FAKE_WEBHOOK_SECRET, now).ok).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifyWebhookSignature(body, header, FAKE_WEBHOOK_SECRET, later)).toEqual({
      ok: false,
      reason: 'timestamp',
    });
    const earlier = new Date(now.getTime() - 301_000);
    expect(verifyWebhookSignature(body, header, FAKE_WEBHOOK_SECRET, earlier).ok).toBe(false);
    expect(verifyWebhookSignature(body, header, FAKE_WEBHOOK_SECRET, new Date(now.getTime() + 299_000)).ok).toBe(true);
    for (const bad of [undefined, '', 't=abc,v1=00', `v1=${'a'.repeat(64)}`, 't=1'])
      expect(verifyWebhookSignature(body, bad, FAKE_WEBHOOK_SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('createPaymentsProvider', () => {
  const db = {} as Db;
  it('keeps the test cards without PAYMENTS_API_KEY, and picks the Stripe adapter with it', () =>
    withStripe({}, async (gw) => {
      expect(createPaymentsProvider(db, {}).name).toBe('test-cards');
      expect(createPaymentsProvider(db, {}).publishableKey).toBeNull();
      expect(createPaymentsProvider(db, { PAYMENTS_API_KEY: '  ' }).name).toBe('test-cards');
      const provider = createPaymentsProvider(db, {
        PAYMENTS_API_KEY: KEY,
        PAYMENTS_API_URL: gw.url,
        PAYMENTS_PUBLISHABLE_KEY: ' pk_test_abc ',
      });
      expect(provider.name).toBe('stripe');
      expect(provider.publishableKey).toBe('pk_test_abc');
      expect((await provider.charge(input())).status).toBe('succeeded');
      expect(() => createPaymentsProvider(db, { PAYMENTS_API_KEY: KEY, PAYMENTS_API_URL: 'ftp://x' })).toThrow(
        /PAYMENTS_API_URL/,
      );
      // A live key needs the browser's key too: the built-in element's test cards mean nothing in live mode.
      expect(() => createPaymentsProvider(db, { PAYMENTS_API_KEY: 'sk_live_abc' })).toThrow(/PAYMENTS_PUBLISHABLE_KEY/);
      expect(
        createPaymentsProvider(db, { PAYMENTS_API_KEY: 'sk_live_abc', PAYMENTS_PUBLISHABLE_KEY: 'pk_live_abc' }).name,
      ).toBe('stripe');
    }));
});
