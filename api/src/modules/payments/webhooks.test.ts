import { eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { activityTickets, paymentEvents, scheduledJobs } from '../../db/schema';
import { mailSettled } from '../../mail/dispatch';
import { createStripePayments } from '../../providers/payments/stripe';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeEvent,
  type FakeStripe,
} from '../../providers/payments/stripe-fake-server';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { allActivities } from '../activities/catalog/catalog';
import { createSeededApp, postJson } from '../activities/testing/seeded-app';
import type { ActivityDetail, ActivityListResponse, ActivityOrder, PayResponse } from '../activities/types';
import { addDays } from '../activities/booking/visit-date';
import { seedDubaiInventory } from '../hotels/seed';
import { checkoutWithGuests, cheapestRate, findHotel, hotelPage, inDays, payRequest } from '../hotels/testing/fixtures';
import type { PaymentResponse } from '../hotels/types';
import { dubaiToday, getOrderByUuid } from '../orders/service';
import { PAYMENT_EVENT_JOB } from './events';

// The whole flow against a local server speaking Stripe's protocol: the browser's part (the Payment Element's
// PaymentMethod, Stripe.js completing 3-D Secure) is played by the test, webhooks are delivered when the test says.

describe.each(dbKinds())('payments with a Stripe-protocol gateway and its webhooks on %s', (kind) => {
  let t: TestApp;
  let gw: FakeStripe;
  let hid: string;
  const checkin = inDays(30);
  const checkout = inDays(32);
  const hotel = findHotel((h) => h.roomTypes.length >= 2, checkin, checkout, 2);

  beforeAll(async () => {
    gw = await startFakeStripe();
    t = await createSeededApp(kind, {
      env: { PAYMENTS_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET },
      providers: {
        payments: createStripePayments({
          apiKey: FAKE_STRIPE_KEY,
          baseUrl: gw.url,
          retryDelayMs: 0,
          publishableKey: 'pk_test_local',
        }),
      },
    });
    await seedDubaiInventory(t.db);
    hid = t.app.ids.encodeId('hotel', hotel.hid);
    // Two catalogues seeded into a fresh database: slow on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await gw?.close();
  });

  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload: body,
    });
  /** Delivers the event signed by the gateway, and waits for the reconciliation it started. */
  async function deliver(event: FakeEvent, at?: Date) {
    const res = await gw.deliver(event, webhook, at);
    await mailSettled();
    return res;
  }

  const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner');
  let detail: ActivityDetail | null = null;
  let keySeq = 0;
  /** Each request from an address of its own: the pay and order routes are rate limited per address. */
  let from = 0;
  const nextAddress = () => `10.40.${(from += 1) >> 8}.${from & 255}`;
  async function activityOrder(s: TestUserSession): Promise<ActivityOrder> {
    if (!detail) {
      const main = evening?.mainCategory;
      const list = await postJson<ActivityListResponse>(t, '/activities/fetch-all', { main_category: main, limit: 48 });
      const acid = list.body.rows.find((r) => r.slug === evening?.slug)?.activity_id;
      detail = (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
    }
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/activities/orders',
      headers: s.headers,
      remoteAddress: nextAddress(),
      payload: {
        acid: detail.activity_id,
        branch_id: detail.branches[1]?.branch_id,
        visit_date: addDays(dubaiToday(), 3),
        tickets: { adult: 1 },
        currency: 'AED',
        idempotency_key: `webhooks-${kind}-${Date.now()}-${(keySeq += 1)}`,
      },
    });
    if (made.statusCode !== 201) throw new Error(`order ${made.statusCode}: ${made.body}`);
    return made.json() as ActivityOrder;
  }
  async function payActivity(s: TestUserSession, orderId: string, paymentMethod: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/activities/orders/pay',
      headers: s.headers,
      remoteAddress: nextAddress(),
      payload: { order_id: orderId, payment_method: paymentMethod },
    });
    return { status: res.statusCode, body: res.json() as PayResponse };
  }
  const orderStatus = async (uuid: string) => (await getOrderByUuid(t.db, uuid))?.status;

  it('refuses an unsigned, wrongly signed or stale delivery; acknowledges a duplicate without acting twice', async () => {
    const body = JSON.stringify({
      id: 'evt_sig_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown_1', object: 'payment_intent' } },
    });
    expect((await webhook(body)).statusCode).toBe(400);
    const wrong = await webhook(body, signWebhookPayload(body, 'whsec_someone_else_0123456789'));
    expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({
      status: 400,
      code: 'webhook_signature_invalid',
    });
    // Captured and replayed ten minutes later: outside the 300 s tolerance.
    const stale = signWebhookPayload(body, FAKE_WEBHOOK_SECRET, new Date(Date.now() - 600_000));
    expect((await webhook(body, stale)).statusCode).toBe(400);
    // Signed, but the body was changed on the way.
    const signed = signWebhookPayload(body, FAKE_WEBHOOK_SECRET);
    expect((await webhook(body.replace('pi_unknown_1', 'pi_unknown_2'), signed)).statusCode).toBe(400);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_sig_1'))).toHaveLength(0);

    const first = await webhook(body, signed);
    expect({ status: first.statusCode, body: first.json() }).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const again = await webhook(body, signWebhookPayload(body, FAKE_WEBHOOK_SECRET));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    await mailSettled();
    const jobs = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, 'payment-event:evt_sig_1'));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.kind).toBe(PAYMENT_EVENT_JOB);
    // An intent the gateway does not know changes nothing, and the event is done with.
    const [row] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_sig_1'));
    expect(row?.processedAt).not.toBeNull();
  });

  it('tells the card fields which gateway to load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_local' });
    // The built-in challenge is the built-in gateway's only.
    const challenge = await postJson(t, '/payments/test/authenticate', {
      client_secret: 'pi_x_secret_y0123',
      approved: true,
    });
    expect(challenge.status).toBe(404);
  });

  it('activity tickets, 3-D Secure: the webhook arrives before the browser returns and confirms the order once', async () => {
    const s = await createUserSession(t.app);
    const order = await activityOrder(s);
    const pm = gw.addPaymentMethod('pm_card_authenticationRequired');
    const first = await payActivity(s, order.order_id, pm);
    expect(first.body.order.status).toBe('pending');
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(order.order_id));
    expect(first.body.payment).toEqual({
      status: 'requires_action',
      error: null,
      client_secret: intent?.client_secret,
    });

    gw.authenticate(intent?.id ?? '', true);
    await deliver(gw.lastEvent('payment_intent.succeeded', intent?.id));
    expect(await orderStatus(order.order_id)).toBe('confirmed');
    // The ticket was issued with the confirmation.
    const confirmed = await getOrderByUuid(t.db, order.order_id);
    expect(
      await t.db
        .select()
        .from(activityTickets)
        .where(eq(activityTickets.orderId, confirmed?.id ?? 0)),
    ).toHaveLength(1);

    // The browser comes back and pays again with the same PaymentMethod: the answer is the order's, nothing new.
    const back = await payActivity(s, order.order_id, pm);
    expect(back.body).toMatchObject({ order: { status: 'confirmed' }, payment: { status: 'succeeded' } });
    expect([...gw.intents.values()].filter((i) => i.metadata.idempotency_key?.includes(order.order_id))).toHaveLength(
      1,
    );
  });

  it('activity tickets: a failed 3-D Secure reported by webhook alone opens the next attempt', async () => {
    const s = await createUserSession(t.app);
    const order = await activityOrder(s);
    const first = await payActivity(s, order.order_id, 'pm_card_authenticationRequired');
    expect(first.body.payment.status).toBe('requires_action');
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(order.order_id));
    gw.authenticate(intent?.id ?? '', false);
    // The browser never returns; the gateway's event is the only news.
    await deliver(gw.lastEvent('payment_intent.payment_failed', intent?.id));
    const failed = await getOrderByUuid(t.db, order.order_id);
    expect(failed?.status).toBe('payment_failed');
    expect(failed?.details).toMatchObject({ payment_attempt: 1, payment: { status: 'declined' } });
    // Another card then pays under the next attempt's key.
    const paid = await payActivity(s, order.order_id, gw.addPaymentMethod('pm_card_visa'));
    expect(paid.body.order.status).toBe('confirmed');
  });

  it('activity tickets: out-of-order and duplicate events leave the order as the gateway has it', async () => {
    const s = await createUserSession(t.app);
    const order = await activityOrder(s);
    // Attempt 0 is declined, attempt 1 succeeds.
    expect((await payActivity(s, order.order_id, 'pm_card_visa_chargeDeclined')).body.payment.status).toBe('declined');
    expect((await payActivity(s, order.order_id, 'pm_card_visa')).body.order.status).toBe('confirmed');
    const intents = [...gw.intents.values()].filter((i) => i.metadata.idempotency_key?.includes(order.order_id));
    const [declined, paid] = intents;
    const success = gw.lastEvent('payment_intent.succeeded', paid?.id);
    const failure = gw.lastEvent('payment_intent.payment_failed', declined?.id);
    // Delivered newest first, then the old failure, then the success twice more.
    await deliver(success);
    await deliver(failure);
    expect((await deliver(success)).json()).toEqual({ received: true, duplicate: true });
    await deliver(success);
    const now = await getOrderByUuid(t.db, order.order_id);
    expect(now?.status).toBe('confirmed');
    expect(now?.details).toMatchObject({ payment_attempt: 1, payment: { status: 'succeeded' } });
    const tickets = await t.db
      .select()
      .from(activityTickets)
      .where(eq(activityTickets.orderId, now?.id ?? 0));
    expect(tickets).toHaveLength(1);
  });

  it('a refund made in the gateway dashboard shows on the order', async () => {
    const s = await createUserSession(t.app);
    const order = await activityOrder(s);
    expect((await payActivity(s, order.order_id, 'pm_card_visa')).body.order.status).toBe('confirmed');
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(order.order_id));
    const refund = Math.floor(order.amount_minor / 2);
    gw.dashboardRefund(intent?.id ?? '', refund);
    await deliver(gw.lastEvent('charge.refunded', intent?.id));
    const now = await getOrderByUuid(t.db, order.order_id);
    expect(now?.refundMinor).toBe(refund);
    // A partial refund keeps the order as it was.
    expect(now?.status).toBe('confirmed');
    expect(now?.details).toMatchObject({ gateway_refund: { amount_minor: refund, full: false } });
    // The orders list shows it to the buyer.
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: s.headers });
    expect(JSON.stringify(listed.json())).toContain(order.order_id);

    // The rest refunded too: the whole amount is back, the order is cancelled, and a repeated event changes nothing.
    gw.dashboardRefund(intent?.id ?? '', order.amount_minor - refund);
    const full = gw.lastEvent('charge.refunded', intent?.id);
    await deliver(full);
    const ended = await getOrderByUuid(t.db, order.order_id);
    expect(ended).toMatchObject({ status: 'cancelled', refundMinor: order.amount_minor, penaltyMinor: 0 });
    expect(ended?.cancelledAt).toBeInstanceOf(Date);
    expect(ended?.details).toMatchObject({ gateway_refund: { amount_minor: order.amount_minor, full: true } });
    await deliver(full);
    expect((await getOrderByUuid(t.db, order.order_id))?.updatedAt).toEqual(ended?.updatedAt);
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/orders?tab=cancelled', headers: s.headers });
    const row = (shown.json() as { rows: { id: string; status: string; refund_minor: number }[] }).rows.find((o) =>
      JSON.stringify(o).includes(order.order_id),
    );
    expect(row).toMatchObject({ status: 'cancelled', refund_minor: order.amount_minor });
  });

  it('hotel booking, 3-D Secure: requires_action, the webhook books the stay, the browser finds it booked', async () => {
    const member = await createUserSession(t.app);
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key, { headers: member.headers, email: member.user.email });
    const pm = gw.addPaymentMethod('pm_card_authenticationRequired');
    const first = (await payRequest(t.app, c.checkout_id, pm, member.headers, '10.30.0.1')).json() as PaymentResponse;
    expect(first.outcome).toBe('requires_action');
    expect(first.checkout).toMatchObject({ status: 'payment_failed', failure: null });
    expect(await orderStatus(first.order_id)).toBe('pending');
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(first.order_id));
    expect(first.client_secret).toBe(intent?.client_secret);

    gw.authenticate(intent?.id ?? '', true);
    await deliver(gw.lastEvent('payment_intent.succeeded', intent?.id));
    expect(await orderStatus(first.order_id)).toBe('confirmed');
    const back = (await payRequest(t.app, c.checkout_id, pm, member.headers, '10.30.0.2')).json() as PaymentResponse;
    expect(back).toMatchObject({ outcome: 'confirmed', order_id: first.order_id });
    expect(gw.intents.get(intent?.id ?? '')?.status).toBe('succeeded');
    expect([...gw.intents.values()].filter((i) => i.metadata.idempotency_key?.includes(first.order_id))).toHaveLength(
      1,
    );
  });

  it('hotel booking, 3-D Secure failed: the webhook declines the attempt, and another card books', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const first = (await payRequest(t.app, c.checkout_id, 'pm_card_authenticationRequired', {}, '10.30.1.1')).json();
    expect((first as PaymentResponse).outcome).toBe('requires_action');
    const orderId = (first as PaymentResponse).order_id;
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(orderId));
    gw.authenticate(intent?.id ?? '', false);
    await deliver(gw.lastEvent('payment_intent.payment_failed', intent?.id));
    expect(await orderStatus(orderId)).toBe('payment_failed');
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${c.checkout_id}` })
    ).json() as PaymentResponse['checkout'];
    expect(view).toMatchObject({ outcome: 'payment_failed', failure: { reason: 'payment_declined' } });
    const other = (await payRequest(t.app, c.checkout_id, 'pm_card_visa', {}, '10.30.1.3')).json() as PaymentResponse;
    expect(other.outcome).toBe('confirmed');
    // The second card was charged under the next attempt's key.
    expect(gw.intents.get(intent?.id ?? '')?.metadata.idempotency_key).toBe(`hotel:${orderId}:1`);
    expect([...gw.intents.values()].find((i) => i.metadata.idempotency_key === `hotel:${orderId}:2`)?.status).toBe(
      'succeeded',
    );
  });

  it('hotel booking: back from a failed 3-D Secure with another card before the webhook; the late event changes nothing', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const first = (await payRequest(t.app, c.checkout_id, 'pm_card_authenticationRequired', {}, '10.30.2.1')).json();
    const orderId = (first as PaymentResponse).order_id;
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(orderId));
    gw.authenticate(intent?.id ?? '', false);
    const other = (await payRequest(t.app, c.checkout_id, 'pm_card_visa', {}, '10.30.2.2')).json() as PaymentResponse;
    expect(other.outcome).toBe('confirmed');
    await deliver(gw.lastEvent('payment_intent.payment_failed', intent?.id));
    expect(await orderStatus(orderId)).toBe('confirmed');
  });

  it('cancelling an unpaid order waiting for 3-D Secure cancels its intent at the gateway', async () => {
    const s = await createUserSession(t.app);
    const order = await activityOrder(s);
    expect((await payActivity(s, order.order_id, 'pm_card_authenticationRequired')).body.payment.status).toBe(
      'requires_action',
    );
    const intent = [...gw.intents.values()].find((i) => i.metadata.idempotency_key?.includes(order.order_id));
    const res = await postJson(t, '/orders/cancel-unpaid', { order_id: order.order_id }, s.headers);
    expect(res.status).toBe(200);
    expect(gw.intents.get(intent?.id ?? '')?.status).toBe('canceled');
    expect(await orderStatus(order.order_id)).toBe('cancelled');
  });
});

describe('the webhook without a signing secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers 404 webhooks_disabled, and the config names the built-in element', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: 'webhooks_disabled' });
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(config.json()).toEqual({ provider: 'test-cards', publishable_key: null });
  });
});
