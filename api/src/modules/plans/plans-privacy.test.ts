import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';
import type { PublicPost } from '../social/types';

// A shared plan shows its itinerary to everyone, but what belongs to the owner stays private: an order id
// together with the owner's e-mail opens the booking (POST /orders/retrieve), and the payments, the budget
// and the youngest child's age are nobody else's business.
describe.each(dbKinds())('what a shared plan shows to others on %s', (kind) => {
  let t: TestApp;
  let owner: TestUserSession;
  let member: TestUserSession;
  let paid: PlanDetail;
  let orderIds: string[];

  beforeAll(async () => {
    t = await createPlansApp(kind);
    owner = await createUserSession(t.app);
    member = await createUserSession(t.app);
    const made = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({
        name: 'Family week',
        end_date: inDays(8),
        travellers: 'family',
        group: { adults: 2, teens: 0, children: 1, youngest_child_age: 6 },
        budget: { amount_minor: 900_000, currency: 'AED' },
      }),
      owner.headers,
    );
    expect(made.status).toBe(201);
    const confirmed = await call<ConfirmPlanResponse>(
      t,
      'POST',
      '/plans/confirm',
      {
        pid: made.body.user_plan_id,
        payment_method: 'pm_card_visa',
        currency: 'AED',
      },
      owner.headers,
    );
    expect(confirmed.body.payment.status).toBe('succeeded');
    paid = confirmed.body.plan;
    orderIds = paid.days.flatMap((d) => d.items.map((i) => i.order_id ?? ''));
    expect(orderIds.length).toBeGreaterThan(0);
    expect(orderIds.every(Boolean)).toBe(true);
    expect(
      (await call(t, 'POST', '/plans/share', { pid: paid.user_plan_id, shared: true }, owner.headers)).status,
    ).toBe(200);
  });
  afterAll(() => t?.close());

  const fetchAs = (headers: Record<string, string>) =>
    call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: paid.user_plan_id }, headers);

  it('the owner sees everything: order ids, payments, budget, the youngest child', async () => {
    const res = await fetchAs(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_owner: true,
      status: 'confirmed',
      budget_minor: 900_000,
      group: { children: 1, youngest_child_age: 6 },
    });
    expect(res.body.days.flatMap((d) => d.items.map((i) => i.order_id))).toEqual(orderIds);
    expect(res.body.totals).toMatchObject({ paid_items: orderIds.length, paid_minor: paid.totals.cost_minor });
  });

  it.each([
    ['another member', () => member.headers],
    ['a visitor', () => ({})],
  ])('%s sees the itinerary without order ids, payments, budget or the youngest child', async (_who, headers) => {
    const res = await fetchAs(headers());
    expect(res.status).toBe(200);
    for (const id of orderIds) expect(res.text).not.toContain(id);
    const items = res.body.days.flatMap((d) => d.items);
    expect(items.map((i) => i.activity.activity_id)).toEqual(
      paid.days.flatMap((d) => d.items.map((i) => i.activity.activity_id)),
    );
    expect(items.every((i) => i.order_id === null && i.paid === false)).toBe(true);
    expect(res.body).toMatchObject({
      is_owner: false,
      status: 'unconfirmed',
      budget_minor: null,
      group: { adults: 2, children: 1, youngest_child_age: null },
      totals: { paid_items: 0, paid_minor: 0, items: items.length, cost_minor: paid.totals.cost_minor },
    });

    // The calendar export is another read path of the same plan.
    const ics = await call(t, 'GET', `/plans/${paid.user_plan_id}/calendar.ics`, undefined, headers());
    expect(ics.status).toBe(200);
    expect(ics.text).not.toContain('STATUS:CONFIRMED');
    for (const id of orderIds) expect(ics.text).not.toContain(id);
  });

  it('a feed post that embeds the plan carries its id only, and opening it hides the same things', async () => {
    const posted = await call<PublicPost>(
      t,
      'POST',
      '/posts',
      { caption: 'Our week', user_plan_id: paid.user_plan_id },
      owner.headers,
    );
    expect(posted.status).toBe(201);
    const seen = await call<PublicPost>(t, 'POST', '/posts/fetch', { post_id: posted.body.post_id }, member.headers);
    expect(seen.body.user_plan).toEqual({ user_plan_id: paid.user_plan_id });
    for (const id of orderIds) expect(seen.text).not.toContain(id);
    const opened = await fetchAs(member.headers);
    expect(opened.body.days.flatMap((d) => d.items).every((i) => i.order_id === null)).toBe(true);
  });
});
