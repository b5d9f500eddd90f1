import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, mailOutbox, notifications, orders, payments } from '../../db/schema';
import { mailSettled } from '../../mail/dispatch';
import { PROCESSING_ERROR } from '../../providers/payments/types';
import { NOT_TRIED } from './pay-service';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000000000000002';
/** Each charge fails the first time (a processing error) and succeeds when tried again with its key. */
const FAIL_ONCE = '4000 0000 0000 0119';
/** The rest of the card, as the checkout sends it. */
const EXPIRY = '12/39';
const CVC = '123';

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
    rest: Record<string, unknown> = { card_expiry: EXPIRY, card_cvc: CVC },
  ) => call<ConfirmPlanResponse>(t, 'POST', '/plans/confirm', { pid, card_number: card, currency, ...rest }, s.headers);
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

  it('checks the whole card, naming the field in the 400, and charges nothing for a refused one', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const lastYear = `12/${String(new Date().getUTCFullYear() - 2001).padStart(2, '0')}`;
    const refused: [string, Record<string, unknown>, string][] = [
      ['4242', { card_expiry: EXPIRY, card_cvc: CVC }, 'card_number: Card number must be 12 to 19 digits'],
      ['abcd-efgh-ijkl', { card_expiry: EXPIRY, card_cvc: CVC }, 'card_number: Card number must be 12 to 19 digits'],
      [SUCCESS, { card_cvc: CVC }, 'card_expiry is required'],
      [SUCCESS, { card_expiry: EXPIRY }, 'card_cvc is required'],
      [SUCCESS, { card_expiry: '13/39', card_cvc: CVC }, 'card_expiry: Expiry must be MM/YY'],
      [SUCCESS, { card_expiry: '1239', card_cvc: CVC }, 'card_expiry: Expiry must be MM/YY'],
      [SUCCESS, { card_expiry: 1239, card_cvc: CVC }, 'card_expiry: Invalid input: expected string, received number'],
      [SUCCESS, { card_expiry: lastYear, card_cvc: CVC }, 'card_expiry: The card has expired'],
      [SUCCESS, { card_expiry: EXPIRY, card_cvc: '12' }, 'card_cvc: CVC must be 3 or 4 digits'],
      [SUCCESS, { card_expiry: EXPIRY, card_cvc: 'abc' }, 'card_cvc: CVC must be 3 or 4 digits'],
      [SUCCESS, { card_expiry: EXPIRY, card_cvc: null }, 'card_cvc: Invalid input: expected string, received null'],
    ];
    // The route allows 20 attempts a minute per user: these stay under it.
    for (const [card, rest, message] of refused) {
      const res = await confirm(s, plan.user_plan_id, card, 'EUR', rest);
      expect({ card, rest, status: res.status, message: (res.body as { message?: string }).message }).toEqual({
        card,
        rest,
        status: 400,
        message,
      });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(0);
    const still = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, s.headers);
    expect(still.body).toMatchObject({ status: 'unconfirmed', totals: { paid_items: 0 } });
  });

  it('hands every ticket charge the whole card: number, month, four-digit year and CVC', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const items = plan.days.flatMap((d) => d.items);
    const charge = jest.spyOn(t.app.providers.payments, 'charge');
    try {
      const res = await confirm(s, plan.user_plan_id, '4242424242424242', 'AED', {
        card_expiry: '03/31',
        card_cvc: '7531',
      });
      expect(res.body.payment).toMatchObject({ status: 'succeeded', paid_items: items.length });
      // One charge per priced item (a free one is not charged), and at least one to look at.
      const priced = items.filter((i) => i.cost_minor > 0).length;
      expect(priced).toBeGreaterThan(0);
      expect(charge).toHaveBeenCalledTimes(priced);
      for (const [input] of charge.mock.calls) {
        expect(input).toMatchObject({
          cardNumber: '4242424242424242',
          cardExpMonth: 3,
          cardExpYear: 2031,
          cardCvc: '7531',
          currency: 'AED',
        });
      }
    } finally {
      charge.mockRestore();
    }
  });
});
