import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../../test/helpers';
import { eq, like } from 'drizzle-orm';
import { activityOrderItems, mailOutbox, payments, scheduledJobs } from '../../../db/schema';
import { mailSettled } from '../../../mail/dispatch';
import { jobHandlers, runDueJobs } from '../../../jobs';
import { dubaiToday, getOrderByUuid } from '../../orders/service';
import { SETTLE_JOB, settleActivityOrder } from './service';
import { createTicketCodes } from '../tickets/code';
import type { OrderListResponse } from '../../orders/types';
import { allActivities } from '../catalog/catalog';
import { createSeededApp, postJson } from '../testing/seeded-app';
import type { ActivityDetail, ActivityListResponse, ActivityOrder, PayResponse } from '../types';
import { addDays, weekdayOf } from './visit-date';
import { AUTHENTICATION_FAILED } from '../../../providers/payments/types';
import { TEST_PAYMENT_METHODS, UNKNOWN_PAYMENT_METHOD } from '../../../providers/payments/test-cards';

// The test cards as the built-in card element tokenises them: the api never sees a card number.
const SUCCESS = TEST_PAYMENT_METHODS.success;
const DECLINED = TEST_PAYMENT_METHODS.declined;
const FAIL_ONCE = TEST_PAYMENT_METHODS.failThenSucceed;
const THREE_DS = TEST_PAYMENT_METHODS.threeDSecure;

const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner')!;
// An activity whose only branch closes one weekday, to book on that day.
const withClosedDay = allActivities.find(
  (a) => a.branches.length === 1 && Object.values(a.branches[0]!.hours).some((day) => day.length === 0),
)!;
const adultsOnly = allActivities.find((a) => !a.kidFriendly && (a.minAge ?? 0) < 18)!;

describe.each(dbKinds())('ticket booking on %s', (kind) => {
  let t: TestApp;
  let detail: ActivityDetail;
  const details = new Map<string, ActivityDetail>();
  const visit = addDays(dubaiToday(), 3);
  let keyCounter = 0;
  const key = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

  async function detailOf(slug: string): Promise<ActivityDetail> {
    const cached = details.get(slug);
    if (cached) return cached;
    const main = allActivities.find((a) => a.slug === slug)!.mainCategory;
    const list = await postJson<ActivityListResponse>(t, '/activities/fetch-all', { main_category: main, limit: 48 });
    const acid = list.body.rows.find((r) => r.slug === slug)!.activity_id;
    const d = (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
    details.set(slug, d);
    return d;
  }

  beforeAll(async () => {
    t = await createSeededApp(kind);
    detail = await detailOf(evening.slug);
  });
  afterAll(() => t?.close());

  // Each order and payment from an address of their own: the routes allow 30 and 20 a minute per address, fewer
  // than this suite makes (a test of the limit itself would call from one address).
  let from = 0;
  async function send<T>(path: string, payload: object, s: TestUserSession | null) {
    from += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      headers: s?.headers ?? {},
      remoteAddress: `10.0.${from >> 8}.${from & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T };
  }
  const order = (s: TestUserSession | null, body: object) => send<ActivityOrder>('/activities/orders', body, s);
  const pay = (s: TestUserSession | null, orderId: string, card: string, rest: Record<string, unknown> = {}) =>
    send<PayResponse>('/activities/orders/pay', { order_id: orderId, payment_method: card, ...rest }, s);
  const baseOrder = () => ({
    acid: detail.activity_id,
    branch_id: detail.branches[1]!.branch_id,
    visit_date: visit,
    tickets: { adult: 2, child: 1 },
    currency: 'USD',
    idempotency_key: key(),
  });
  const paymentRows = (orderId: string) =>
    t.db
      .select()
      .from(payments)
      .where(like(payments.idempotencyKey, `activity-order:${orderId}:%`));

  it('prices the order on the server from the activity, whatever prices the client sends', async () => {
    const s = await createUserSession(t.app);
    const res = await order(s, {
      ...baseOrder(),
      amount_minor: 1,
      price_adult_minor: 1,
      tickets: { adult: 2, child: 1, price: 1 },
    });
    expect(res.status).toBe(201);
    const total = 2 * evening.prices.adultMinor + evening.prices.childMinor;
    expect(res.body).toMatchObject({
      status: 'pending',
      amount_minor: total,
      currency: 'USD',
      display_amount_minor: Math.round(total * 0.2723),
      visit_date: visit,
      branch: { branch_id: detail.branches[1]!.branch_id, name_en: evening.branches[1]!.name.en },
      activity: { activity_id: detail.activity_id, name_ar: evening.name.ar },
      contact_email: s.user.email,
      payment: null,
    });
    expect(res.body.tickets).toEqual([
      {
        band: 'adult',
        quantity: 2,
        unit_price_minor: evening.prices.adultMinor,
        subtotal_minor: 2 * evening.prices.adultMinor,
      },
      {
        band: 'child',
        quantity: 1,
        unit_price_minor: evening.prices.childMinor,
        subtotal_minor: evening.prices.childMinor,
      },
    ]);
  });

  it('returns the same order for the same idempotency key, even for simultaneous requests', async () => {
    const s = await createUserSession(t.app);
    const body = baseOrder();
    const [a, b, c] = await Promise.all([order(s, body), order(s, body), order(s, body)]);
    const ids = new Set([a.body.order_id, b.body.order_id, c.body.order_id]);
    expect(ids.size).toBe(1);
    expect([a.status, b.status, c.status].sort()).toEqual([200, 200, 201]);
    // The same key from another user is that user's own, separate order.
    const other = await createUserSession(t.app);
    const theirs = await order(other, body);
    expect(theirs.status).toBe(201);
    expect(theirs.body.order_id).not.toBe(a.body.order_id);
    const orderRow = await t.db.query.orders.findFirst({ where: (o, { eq: is }) => is(o.uuid, a.body.order_id) });
    const items = await t.db.select().from(activityOrderItems).where(eq(activityOrderItems.orderId, orderRow!.id));
    expect(items.map((i) => [i.band, i.quantity, i.unitPriceMinor])).toEqual([
      ['adult', 2, evening.prices.adultMinor],
      ['child', 1, evening.prices.childMinor],
    ]);
  });

  it('explains what is wrong with a booking', async () => {
    const s = await createUserSession(t.app);
    const closed = await detailOf(withClosedDay.slug);
    const closedWeekday = Number(
      Object.entries(withClosedDay.branches[0]!.hours).find(([, day]) => day.length === 0)![0],
    );
    let closedDate = addDays(dubaiToday(), 1);
    while (weekdayOf(closedDate) !== closedWeekday) closedDate = addDays(closedDate, 1);
    const adults = await detailOf(adultsOnly.slug);
    const other = await detailOf(
      allActivities.find((a) => a.slug !== evening.slug && a.mainCategory === 'desert-safari')!.slug,
    );

    const cases: Array<[object, string]> = [
      [{ branch_id: undefined }, 'Please select a branch'],
      [{ branch_id: other.branches[0]!.branch_id }, 'Please select a branch'],
      [{ branch_id: detail.activity_id }, 'Invalid id'],
      [{ acid: 'nope' }, 'Invalid id'],
      [{ tickets: {} }, 'Please choose at least one ticket'],
      [{ tickets: { child: 2 } }, 'Children must be accompanied by an adult'],
      [{ visit_date: addDays(dubaiToday(), -1) }, 'Please choose a date from today on'],
      [{ visit_date: addDays(dubaiToday(), 400) }, 'Please choose a date within the next 12 months'],
      [
        {
          acid: closed.activity_id,
          branch_id: closed.branches[0]!.branch_id,
          visit_date: closedDate,
          tickets: { adult: 1 },
        },
        'The branch is closed on the chosen day',
      ],
      [
        { acid: adults.activity_id, branch_id: adults.branches[0]!.branch_id, tickets: { adult: 1, child: 1 } },
        'This activity is not suitable for children',
      ],
    ];
    for (const [patch, message] of cases) {
      const res = await order(s, { ...baseOrder(), ...patch });
      expect({ patch, status: res.status, message: (res.body as unknown as { message: string }).message }).toEqual({
        patch,
        status: 400,
        message,
      });
    }
    const unknown = await order(s, { ...baseOrder(), acid: t.app.ids.encodeId('activity', 999_999) });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Activity not found.' } });
  });

  it('validates the body with a message naming the field', async () => {
    const s = await createUserSession(t.app);
    const cases: Array<[object, RegExp]> = [
      [{ visit_date: '2026-13-45' }, /^visit_date: /],
      [{ tickets: { adult: -1 } }, /^tickets\.adult: /],
      [{ tickets: { adult: 1.5 } }, /^tickets\.adult: /],
      [{ tickets: { adult: 21 } }, /^tickets\.adult: /],
      [{ currency: 'XXX' }, /^currency: /],
      [{ idempotency_key: 'short' }, /^idempotency_key: /],
      [{ idempotency_key: undefined }, /^idempotency_key is required/],
    ];
    for (const [patch, message] of cases) {
      const res = await order(s, { ...baseOrder(), ...patch });
      expect({ patch, status: res.status }).toEqual({ patch, status: 400 });
      expect((res.body as unknown as { message: string }).message).toMatch(message);
    }
  });

  it('needs a signed-in user, and hides an order from everyone but its buyer', async () => {
    expect((await order(null, baseOrder())).status).toBe(401);
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const created = (await order(owner, baseOrder())).body;
    expect((await postJson(t, '/activities/orders/fetch', { order_id: created.order_id })).status).toBe(401);
    expect((await pay(null, created.order_id, SUCCESS)).status).toBe(401);
    const peek = await postJson(t, '/activities/orders/fetch', { order_id: created.order_id }, other.headers);
    expect(peek).toMatchObject({ status: 404, body: { message: 'Order was not found.' } });
    expect((await pay(other, created.order_id, SUCCESS)).status).toBe(404);
    expect(await paymentRows(created.order_id)).toHaveLength(0);
    const mine = await postJson<ActivityOrder>(
      t,
      '/activities/orders/fetch',
      { order_id: created.order_id },
      owner.headers,
    );
    expect(mine.body.order_id).toBe(created.order_id);
    expect((await postJson(t, '/activities/orders/fetch', { order_id: 'not-a-uuid' }, owner.headers)).status).toBe(404);
  });

  it('confirms a paid order, which then shows in GET /orders, and a second click charges nothing more', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const [first, second] = await Promise.all([pay(s, created.order_id, SUCCESS), pay(s, created.order_id, SUCCESS)]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body.payment).toEqual({ status: 'succeeded', error: null });
      expect(res.body.order.status).toBe('confirmed');
    }
    const again = await pay(s, created.order_id, SUCCESS);
    expect(again.body.order.status).toBe('confirmed');
    const rows = await paymentRows(created.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountMinor: created.amount_minor, currency: 'AED' });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?tab=active',
      headers: { cookie: s.cookie },
    });
    const row = (listed.json() as OrderListResponse).rows.find((r) => r.order_id === created.order_id);
    expect(row).toMatchObject({
      kind: 'activity',
      status: 'confirmed',
      title: evening.name.en,
      amount_minor: created.amount_minor,
      starts_on: visit,
    });
    expect(row?.details).toMatchObject({ visit_date: visit, name_ar: evening.name.ar });

    // The tickets mail, once for the two simultaneous payments and the third click.
    await mailSettled();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`activity-order-confirmed:${created.order_id}`]);
    expect(mails[0]).toMatchObject({ lang: 'en', subject: `Your tickets: ${evening.name.en}` });
    expect(mails[0]!.text).toContain(created.order_id);
    expect(mails[0]!.text).toMatch(/Adults: 2 × AED/);
    expect(mails[0]!.text).toContain(`/activities/order?order_id=${created.order_id}`);
  });

  it('records a declined card as a failed payment, and another card can still pay the order', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const declined = await pay(s, created.order_id, DECLINED);
    expect(declined.status).toBe(200);
    expect(declined.body.payment).toEqual({ status: 'declined', error: 'Your card was declined' });
    expect(declined.body.order.status).toBe('payment_failed');
    // Still payable: listed under Active as awaiting payment, not as cancelled or paid.
    const activeTab = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?tab=active',
      headers: { cookie: s.cookie },
    });
    expect((activeTab.json() as OrderListResponse).rows.find((r) => r.order_id === created.order_id)).toMatchObject({
      payment_status: 'awaiting_payment',
    });

    const retried = await pay(s, created.order_id, SUCCESS);
    expect(retried.body.payment.status).toBe('succeeded');
    expect(retried.body.order.status).toBe('confirmed');
    const rows = await paymentRows(created.order_id);
    expect(rows.map((r) => r.status).sort()).toEqual(['declined', 'succeeded']);
  });

  it('retries a card that failed to process under the same key, so it is charged once', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const failed = await pay(s, created.order_id, FAIL_ONCE);
    expect(failed.body.payment.status).toBe('failed');
    expect(failed.body.order.status).toBe('pending');
    const retry = await pay(s, created.order_id, FAIL_ONCE);
    expect(retry.body.payment.status).toBe('succeeded');
    expect(retry.body.order.status).toBe('confirmed');
    const rows = await paymentRows(created.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
  });

  it('refuses card details in the pay body (400 card_data_refused) and a payment method that is not one', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ card_number: '4242424242424242', card_expiry: '12/39', card_cvc: '123' }, 'card_number', 'card_data_refused'],
      [{ card: { number: '4242424242424242' } }, 'card', 'card_data_refused'],
    ];
    for (const [rest, field, code] of cases) {
      const res = await pay(s, created.order_id, SUCCESS, rest);
      const body = res.body as unknown as { code: string; fields: { field: string; code: string }[] };
      expect({ rest, status: res.status, code: body.code }).toEqual({ rest, status: 400, code: 'validation_failed' });
      expect(body.fields).toContainEqual(expect.objectContaining({ field, code }));
    }
    for (const card of ['', '4242424242424242', 'pm_']) {
      const res = await pay(s, created.order_id, card);
      expect({ card, status: res.status }).toEqual({ card, status: 400 });
    }
    // Nothing was charged for a refused body, and the order still waits for its payment.
    expect(await paymentRows(created.order_id)).toHaveLength(0);
    const unknown = await pay(s, created.order_id, 'pm_1NotATestCard');
    expect(unknown.body.payment).toEqual({ status: 'declined', error: UNKNOWN_PAYMENT_METHOD });
  });

  it('hands the payments provider the PaymentMethod, in AED, under the order and attempt key', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const charge = jest.spyOn(t.app.providers.payments, 'charge');
    try {
      const paid = await pay(s, created.order_id, SUCCESS);
      expect(paid.body.payment.status).toBe('succeeded');
      expect(charge).toHaveBeenCalledTimes(1);
      expect(charge.mock.calls[0]![0]).toMatchObject({
        paymentMethod: SUCCESS,
        idempotencyKey: `activity-order:${created.order_id}:0`,
        currency: 'AED',
        amountMinor: created.amount_minor,
      });
    } finally {
      charge.mockRestore();
    }
  });

  it('3-D Secure: requires_action with a client secret, the challenge, then paying again confirms once', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    const first = await pay(s, created.order_id, THREE_DS);
    expect(first.body.order.status).toBe('pending');
    expect(first.body.payment).toEqual({
      status: 'requires_action',
      error: null,
      client_secret: expect.stringMatching(/_secret_/),
    });
    const challenge = await send<{ status: string }>(
      '/payments/test/authenticate',
      { client_secret: first.body.payment.client_secret, approved: true },
      s,
    );
    expect(challenge).toEqual({ status: 200, body: { status: 'succeeded' } });
    const again = await pay(s, created.order_id, THREE_DS);
    expect(again.body.order.status).toBe('confirmed');
    expect(await paymentRows(created.order_id)).toHaveLength(1);

    // A failed challenge declines the attempt: the next card gets a fresh key.
    const other = (await order(s, { ...baseOrder(), idempotency_key: key() })).body;
    const waiting = await pay(s, other.order_id, THREE_DS);
    await send(
      '/payments/test/authenticate',
      { client_secret: waiting.body.payment.client_secret, approved: false },
      s,
    );
    // The built-in gateway reports it as its webhook would: the order follows without the browser paying again.
    await mailSettled();
    const refused = await getOrderByUuid(t.db, other.order_id);
    expect(refused?.status).toBe('payment_failed');
    expect(refused?.details).toMatchObject({
      payment_attempt: 1,
      payment: { status: 'declined', error: AUTHENTICATION_FAILED },
    });
    expect((await pay(s, other.order_id, SUCCESS)).body.order.status).toBe('confirmed');
  });

  it('an order charged but never confirmed (the api stopped in between) is confirmed by its settle job, charged once', async () => {
    const s = await createUserSession(t.app);
    const created = (await order(s, baseOrder())).body;
    // A declined first try writes the settle job of attempt 0 before the charge, as every payment does.
    await pay(s, created.order_id, DECLINED);
    const [job] = await t.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `activity-order:${created.order_id}:0`));
    expect(job).toMatchObject({ kind: SETTLE_JOB, status: 'pending' });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    // Attempt 1 charges the card, then the process dies before the confirmation: simulated by charging directly.
    await t.app.providers.payments.charge({
      amountMinor: created.amount_minor,
      currency: 'AED',
      paymentMethod: SUCCESS,
      idempotencyKey: `activity-order:${created.order_id}:1`,
      description: 'interrupted',
    });
    expect((await getOrderByUuid(t.db, created.order_id))?.status).toBe('payment_failed');

    // The job of attempt 0 finds only the decline: nothing to settle. Attempt 1's job confirms the order.
    await settleActivityOrder(
      t.db,
      t.app.providers.payments,
      createTicketCodes(t.config.idSecret),
      created.order_id,
      0,
    );
    expect((await getOrderByUuid(t.db, created.order_id))?.status).toBe('payment_failed');
    await settleActivityOrder(
      t.db,
      t.app.providers.payments,
      createTicketCodes(t.config.idSecret),
      created.order_id,
      1,
    );
    expect((await getOrderByUuid(t.db, created.order_id))?.status).toBe('confirmed');
    expect((await paymentRows(created.order_id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);

    // The due job runs through the job runner too, and finds the order settled.
    const ran = await runDueJobs(
      t.db,
      jobHandlers(t.app),
      { info: () => undefined, error: () => undefined },
      new Date(Date.now() + 3 * 60_000),
    );
    expect(ran).toBeGreaterThanOrEqual(1);
    const [done] = await t.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `activity-order:${created.order_id}:0`));
    expect(done!.status).toBe('done');
  });
});
