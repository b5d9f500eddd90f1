import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, mailOutbox, notifications, orders, payments } from '../../db/schema';
import { mailSettled } from '../../mail/dispatch';
import { PROCESSING_ERROR } from '../../providers/payments/types';
import { TEST_PAYMENT_METHODS } from '../../providers/payments/test-cards';
import { AWAITING_AUTHENTICATION, NOT_TRIED, NOT_TRIED_YET } from './pay-service';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';

// The test cards as the built-in card element tokenises them: the api never sees a card number.
const SUCCESS = TEST_PAYMENT_METHODS.success;
const DECLINED = TEST_PAYMENT_METHODS.declined;
/** Each charge fails the first time (a processing error) and succeeds when tried again with its key. */
const FAIL_ONCE = TEST_PAYMENT_METHODS.failThenSucceed;
const THREE_DS = TEST_PAYMENT_METHODS.threeDSecure;

describe.each(dbKinds())('confirming a plan (paying its tickets) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansApp(kind);
  });
  afterAll(() => t?.close());

  const confirm = (
    s: TestUserSession,
    pid: string,
    card: string,
    currency = 'EUR',
    rest: Record<string, unknown> = {},
  ) =>
    call<ConfirmPlanResponse>(t, 'POST', '/plans/confirm', { pid, payment_method: card, currency, ...rest }, s.headers);
  const paidNotices = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'PAID_PLAN')));

  async function generated(s: TestUserSession): Promise<PlanDetail> {
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ end_date: inDays(8) }), s.headers);
    expect(res.status).toBe(201);
    return res.body;
  }

  it('a declined card pays nothing and leaves the plan unconfirmed', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const res = await confirm(s, plan.user_plan_id, DECLINED);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'declined', paid_items: 0, charged_minor: 0, currency: 'AED' });
    expect(res.body.payment.failures[0]!.message).toMatch(/declined/i);
    // Every item is accounted for: the first was refused, the rest were not tried, each saying so.
    const items = plan.days.flatMap((d) => d.items);
    const priced = items.filter((i) => i.cost_minor > 0);
    expect(res.body.payment.items).toHaveLength(items.length);
    expect(res.body.payment.items.every((i) => i.outcome === 'not_paid' && i.charged_minor === 0)).toBe(true);
    const reasons = res.body.payment.items.map((i) => i.reason);
    expect(reasons.filter((r) => r === NOT_TRIED)).toHaveLength(priced.length - 1);
    expect(res.body.payment.items.filter((i) => i.reason_code === 'declined')).toHaveLength(1);
    expect(res.body.plan).toMatchObject({ status: 'unconfirmed', totals: { paid_items: 0 } });
    expect(await paidNotices(s.user.id)).toEqual([]);
  });

  it('buys every ticket (one activity order per item), confirms the plan and sends PAID_PLAN once', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const items = plan.days.flatMap((d) => d.items);
    const res = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      status: 'succeeded',
      paid_items: items.length,
      currency: 'AED',
      failures: [],
    });
    expect(res.body.payment.charged_minor).toBe(plan.totals.cost_minor);
    expect(res.body.plan.status).toBe('confirmed');
    expect(res.body.plan.totals).toMatchObject({ paid_items: items.length, paid_minor: plan.totals.cost_minor });

    const orderIds = res.body.plan.days.flatMap((d) => d.items.map((i) => i.order_id as string));
    expect(orderIds.every(Boolean)).toBe(true);
    const rows = await t.db.select().from(orders).where(inArray(orders.uuid, orderIds));
    expect(rows).toHaveLength(items.length);
    expect(
      rows.every(
        (o) => o.status === 'confirmed' && o.kind === 'activity' && o.userId === s.user.id && o.currency === 'EUR',
      ),
    ).toBe(true);
    // Priced by the activities team from the activity: two adults each.
    const prices = await t.db.select().from(activities);
    for (const item of res.body.plan.days.flatMap((d) => d.items)) {
      const order = rows.find((o) => o.uuid === item.order_id);
      const a = prices.find((p) => p.slug === item.activity.slug);
      expect(order?.amountMinor).toBe(2 * (a?.priceAdultMinor ?? 0));
      expect(order?.startsOn).toBe(item.date);
    }
    expect((await paidNotices(s.user.id)).map((n) => n.userPlanId)).toEqual([
      t.app.ids.decodeId('plan', plan.user_plan_id),
    ]);

    // Confirming again charges nothing and tells nobody again.
    const charges = (await t.db.select().from(payments)).length;
    const again = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(again.body.payment).toEqual({
      status: 'succeeded',
      paid_items: 0,
      charged_minor: 0,
      currency: 'AED',
      items: [],
      failures: [],
    });
    expect((await t.db.select().from(payments)).length).toBe(charges);
    expect(await paidNotices(s.user.id)).toHaveLength(1);

    // One plan-paid mail with the plan as .ics (one VEVENT per item), and no tickets mail per item.
    await mailSettled();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`plan-paid:${plan.user_plan_id}`]);
    expect(mails[0]).toMatchObject({ lang: 'en', subject: `Your plan is paid: ${plan.name}` });
    expect(mails[0]!.text).toContain(`/plan?pid=${plan.user_plan_id}`);
    const [ics] = mails[0]!.attachments;
    expect(ics).toMatchObject({
      contentType: expect.stringMatching(/^text\/calendar/),
      filename: expect.stringMatching(/\.ics$/),
    });
    expect(
      Buffer.from(ics!.contentBase64, 'base64')
        .toString('utf8')
        .match(/BEGIN:VEVENT/g),
    ).toHaveLength(items.length);
  });

  it('keeps paid activities on their day, and an added unpaid one puts the plan in progress', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const paid = (await confirm(s, plan.user_plan_id, SUCCESS)).body.plan;
    const item = paid.days[0]!.items[0];
    expect(
      await call(
        t,
        'PUT',
        '/plans/items',
        { pid: plan.user_plan_id, item_id: item!.item_id, date: paid.days[1]!.date },
        s.headers,
      ),
    ).toMatchObject({ status: 409 });
    expect(
      await call(t, 'DELETE', '/plans/items', { pid: plan.user_plan_id, item_id: item!.item_id }, s.headers),
    ).toMatchObject({ status: 409 });
    // Another time the same day is fine: the tickets are for the day.
    const later = await call<PlanDetail>(
      t,
      'PUT',
      '/plans/items',
      { pid: plan.user_plan_id, item_id: item!.item_id, date: item!.date, start_min: item!.start_min + 5 },
      s.headers,
    );
    expect(later.status).toBe(200);

    const [extra] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'etihad-museum'));
    const added = await call<PlanDetail>(
      t,
      'POST',
      '/plans/items',
      { pid: plan.user_plan_id, acid: t.app.ids.encodeId('activity', extra!.id), date: paid.days[1]!.date },
      s.headers,
    );
    expect(added.status).toBe(200);
    expect(added.body.status).toBe('in-progress');
    const finished = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(finished.body.payment).toMatchObject({ status: 'succeeded', paid_items: 1 });
    expect(finished.body.plan.status).toBe('confirmed');
  });

  /** Sum of the succeeded charges (AED fils) of these orders, from the payments table. */
  async function chargedFor(orderIds: string[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    const rows = await t.db
      .select({ amount: payments.amountMinor, status: payments.status, currency: payments.currency })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(inArray(orders.uuid, orderIds));
    expect(rows.every((r) => r.currency === 'AED')).toBe(true);
    return rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
  }

  it('with a card that fails once, the first press reports the failure truthfully and the second pays and says what it charged', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const items = plan.days.flatMap((d) => d.items);
    const priced = items.filter((i) => i.cost_minor > 0);
    expect(priced.length).toBeGreaterThan(1);

    const first = await confirm(s, plan.user_plan_id, FAIL_ONCE, 'AED');
    expect(first.status).toBe(200);
    // Only free tickets (no charge at all) can be had while every charge fails.
    const free = items.length - priced.length;
    expect(first.body.payment).toMatchObject({
      status: free > 0 ? 'partial' : 'failed',
      paid_items: free,
      charged_minor: 0,
      currency: 'AED',
    });
    const refused = first.body.payment.items.filter((i) => i.outcome === 'not_paid');
    expect(refused).toHaveLength(priced.length);
    expect(
      refused.every((i) => i.reason_code === 'payment_failed' && i.reason === PROCESSING_ERROR && i.order_id !== null),
    ).toBe(true);
    expect(first.body.plan.totals.paid_items).toBe(free);
    expect(await chargedFor(refused.map((i) => i.order_id as string))).toBe(0);

    const second = await confirm(s, plan.user_plan_id, FAIL_ONCE, 'AED');
    expect(second.body.payment).toMatchObject({
      status: 'succeeded',
      paid_items: priced.length,
      currency: 'AED',
      failures: [],
    });
    const paidNow = second.body.payment.items.filter((i) => i.outcome === 'paid').map((i) => i.order_id as string);
    expect(paidNow).toHaveLength(priced.length);
    expect(second.body.payment.charged_minor).toBeGreaterThan(0);
    expect(second.body.payment.charged_minor).toBe(await chargedFor(paidNow));
    expect(second.body.payment.charged_minor).toBe(
      second.body.payment.items.reduce((sum, i) => sum + i.charged_minor, 0),
    );
    expect(second.body.plan.status).toBe('confirmed');
    expect(await paidNotices(s.user.id)).toHaveLength(1);
  });

  it("reports a partial payment as partial, never as a refusal: what was paid, what was charged, and each item's reason", async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const priced = plan.days.flatMap((d) => d.items).filter((i) => i.cost_minor > 0);
    await confirm(s, plan.user_plan_id, FAIL_ONCE, 'AED');
    // A new activity after the failed press: its first charge fails while the others' retries succeed.
    const [extra] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'etihad-museum'));
    const added = await call<PlanDetail>(
      t,
      'POST',
      '/plans/items',
      { pid: plan.user_plan_id, acid: t.app.ids.encodeId('activity', extra!.id), date: plan.days[1]!.date },
      s.headers,
    );
    expect(added.status).toBe(200);
    const extraItem = added.body.days
      .flatMap((d) => d.items)
      .find((i) => !i.paid && !priced.some((p) => p.item_id === i.item_id) && i.cost_minor > 0);
    expect(extraItem).toBeDefined();

    const res = await confirm(s, plan.user_plan_id, FAIL_ONCE, 'AED');
    expect(res.body.payment).toMatchObject({ status: 'partial', paid_items: priced.length, currency: 'AED' });
    expect(res.body.payment.failures).toEqual([{ item_id: extraItem?.item_id, message: PROCESSING_ERROR }]);
    const paidNow = res.body.payment.items.filter((i) => i.outcome === 'paid').map((i) => i.order_id as string);
    expect(res.body.payment.charged_minor).toBe(await chargedFor(paidNow));
    expect(res.body.plan.status).toBe('in-progress');
    expect(await paidNotices(s.user.id)).toEqual([]);

    // The third press pays the last one: charged exactly its price.
    const last = await confirm(s, plan.user_plan_id, FAIL_ONCE, 'AED');
    expect(last.body.payment).toMatchObject({
      status: 'succeeded',
      paid_items: 1,
      charged_minor: extraItem?.cost_minor,
    });
  });

  it('refuses an empty plan and a bad currency', async () => {
    const s = await createUserSession(t.app);
    const empty = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ mode: 'own' }), s.headers)).body;
    expect(await confirm(s, empty.user_plan_id, SUCCESS)).toMatchObject({
      status: 400,
      body: { message: 'Add at least one activity before confirming the plan' },
    });
    expect((await confirm(s, empty.user_plan_id, SUCCESS, 'XYZ')).status).toBe(400);
  });

  it('refuses card details (400 card_data_refused) and charges nothing for a refused body', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const refused: [string, Record<string, unknown>, string][] = [
      [SUCCESS, { card_number: '4242424242424242', card_expiry: '12/39', card_cvc: '123' }, 'card_data_refused'],
      ['4242424242424242', {}, 'invalid_format'],
    ];
    for (const [card, rest, code] of refused) {
      const res = await confirm(s, plan.user_plan_id, card, 'EUR', rest);
      const body = res.body as unknown as { fields: { code: string }[] };
      expect(res.status).toBe(400);
      expect(body.fields.map((f) => f.code)).toContain(code);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(0);
    const still = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, s.headers);
    expect(still.body).toMatchObject({ status: 'unconfirmed', totals: { paid_items: 0 } });
  });

  it('hands every ticket charge the PaymentMethod of the card fields, in AED', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const items = plan.days.flatMap((d) => d.items);
    const charge = jest.spyOn(t.app.providers.payments, 'charge');
    try {
      const res = await confirm(s, plan.user_plan_id, SUCCESS, 'AED');
      expect(res.body.payment).toMatchObject({ status: 'succeeded', paid_items: items.length });
      // One charge per priced item (a free one is not charged), and at least one to look at.
      const priced = items.filter((i) => i.cost_minor > 0).length;
      expect(priced).toBeGreaterThan(0);
      expect(charge).toHaveBeenCalledTimes(priced);
      for (const [input] of charge.mock.calls) expect(input).toMatchObject({ paymentMethod: SUCCESS, currency: 'AED' });
    } finally {
      charge.mockRestore();
    }
  });

  it('3-D Secure: stops at the item waiting for it, and confirming again after the challenge goes on from there', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const priced = plan.days.flatMap((d) => d.items).filter((i) => i.cost_minor > 0).length;
    expect(priced).toBeGreaterThan(1);
    let res = await confirm(s, plan.user_plan_id, THREE_DS);
    expect(res.body.payment).toMatchObject({
      status: 'requires_action',
      client_secret: expect.stringMatching(/_secret_/),
    });
    const waiting = res.body.payment.items.filter((i) => i.reason_code === 'requires_action');
    expect(waiting).toEqual([expect.objectContaining({ reason: AWAITING_AUTHENTICATION })]);
    expect(res.body.payment.items.filter((i) => i.reason === NOT_TRIED_YET).length).toBeGreaterThan(0);
    // Each priced ticket order is its own charge, so each asks for its own challenge.
    for (let round = 0; round < priced; round += 1) {
      const challenge = await call<{ status: string }>(
        t,
        'POST',
        '/payments/test/authenticate',
        { client_secret: res.body.payment.client_secret, approved: true },
        s.headers,
      );
      expect(challenge.body.status).toBe('succeeded');
      res = await confirm(s, plan.user_plan_id, THREE_DS);
      if (res.body.payment.status !== 'requires_action') break;
    }
    expect(res.body.payment.status).toBe('succeeded');
    expect(res.body.plan.status).not.toBe('unconfirmed');
    // One charge per priced item, none twice.
    const rows = await t.db
      .select()
      .from(payments)
      .innerJoin(orders, eq(payments.orderId, orders.id))
      .where(eq(orders.userId, s.user.id));
    expect(rows).toHaveLength(priced);
  });
});
