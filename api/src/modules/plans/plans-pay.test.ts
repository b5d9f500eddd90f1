import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, notifications, orders, payments } from '../../db/schema';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000000000000002';

describe.each(dbKinds())('confirming a plan (paying its tickets) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansApp(kind);
  });
  afterAll(() => t?.close());

  const confirm = (s: TestUserSession, pid: string, card: string, currency = 'EUR') =>
    call<ConfirmPlanResponse>(t, 'POST', '/plans/confirm', { pid, card_number: card, currency }, s.headers);
  const paidNotices = (userId: number) =>
    t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'PAID_PLAN')));

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
    expect(res.body.payment).toMatchObject({ status: 'declined', paid_items: 0 });
    expect(res.body.payment.failures[0].message).toMatch(/declined/i);
    expect(res.body.plan).toMatchObject({ status: 'unconfirmed', totals: { paid_items: 0 } });
    expect(await paidNotices(s.user.id)).toEqual([]);
  });

  it('buys every ticket (one activity order per item), confirms the plan and sends PAID_PLAN once', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const items = plan.days.flatMap((d) => d.items);
    const res = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(res.status).toBe(200);
    expect(res.body.payment).toEqual({ status: 'succeeded', paid_items: items.length, failures: [] });
    expect(res.body.plan.status).toBe('confirmed');
    expect(res.body.plan.totals).toMatchObject({ paid_items: items.length, paid_minor: plan.totals.cost_minor });

    const orderIds = res.body.plan.days.flatMap((d) => d.items.map((i) => i.order_id as string));
    expect(orderIds.every(Boolean)).toBe(true);
    const rows = await t.db.select().from(orders).where(inArray(orders.uuid, orderIds));
    expect(rows).toHaveLength(items.length);
    expect(rows.every((o) => o.status === 'confirmed' && o.kind === 'activity' && o.userId === s.user.id && o.currency === 'EUR')).toBe(true);
    // Priced by the activities team from the activity: two adults each.
    const prices = await t.db.select().from(activities);
    for (const item of res.body.plan.days.flatMap((d) => d.items)) {
      const order = rows.find((o) => o.uuid === item.order_id);
      const a = prices.find((p) => p.slug === item.activity.slug);
      expect(order?.amountMinor).toBe(2 * (a?.priceAdultMinor ?? 0));
      expect(order?.startsOn).toBe(item.date);
    }
    expect((await paidNotices(s.user.id)).map((n) => n.userPlanId)).toEqual([t.app.ids.decodeId('plan', plan.user_plan_id)]);

    // Confirming again charges nothing and tells nobody again.
    const charges = (await t.db.select().from(payments)).length;
    const again = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(again.body.payment).toEqual({ status: 'succeeded', paid_items: 0, failures: [] });
    expect((await t.db.select().from(payments)).length).toBe(charges);
    expect(await paidNotices(s.user.id)).toHaveLength(1);
  });

  it('keeps paid activities on their day, and an added unpaid one puts the plan in progress', async () => {
    const s = await createUserSession(t.app);
    const plan = await generated(s);
    const paid = (await confirm(s, plan.user_plan_id, SUCCESS)).body.plan;
    const item = paid.days[0].items[0];
    expect(await call(t, 'PUT', '/plans/items', { pid: plan.user_plan_id, item_id: item.item_id, date: paid.days[1].date }, s.headers)).toMatchObject({ status: 409 });
    expect(await call(t, 'DELETE', '/plans/items', { pid: plan.user_plan_id, item_id: item.item_id }, s.headers)).toMatchObject({ status: 409 });
    // Another time the same day is fine: the tickets are for the day.
    const later = await call<PlanDetail>(t, 'PUT', '/plans/items', { pid: plan.user_plan_id, item_id: item.item_id, date: item.date, start_min: item.start_min + 5 }, s.headers);
    expect(later.status).toBe(200);

    const [extra] = await t.db.select({ id: activities.activityId }).from(activities).where(eq(activities.slug, 'etihad-museum'));
    const added = await call<PlanDetail>(
      t,
      'POST',
      '/plans/items',
      { pid: plan.user_plan_id, acid: t.app.ids.encodeId('activity', extra.id), date: paid.days[1].date },
      s.headers,
    );
    expect(added.status).toBe(200);
    expect(added.body.status).toBe('in-progress');
    const finished = await confirm(s, plan.user_plan_id, SUCCESS);
    expect(finished.body.payment).toMatchObject({ status: 'succeeded', paid_items: 1 });
    expect(finished.body.plan.status).toBe('confirmed');
  });

  it('refuses an empty plan and a bad card number', async () => {
    const s = await createUserSession(t.app);
    const empty = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ mode: 'own' }), s.headers)).body;
    expect(await confirm(s, empty.user_plan_id, SUCCESS)).toMatchObject({
      status: 400,
      body: { message: 'Add at least one activity before confirming the plan' },
    });
    expect((await confirm(s, empty.user_plan_id, 'abcd-efgh-ijkl')).status).toBe(400);
    expect((await call(t, 'POST', '/plans/confirm', { pid: empty.user_plan_id, card_number: SUCCESS, currency: 'XYZ' }, s.headers)).status).toBe(400);
  });
});
