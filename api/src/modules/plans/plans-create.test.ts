import { createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { and, eq } from 'drizzle-orm';
import { activities, notifications } from '../../db/schema';
import { seed } from './seed';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { PlanDetail, PlanOptions, PlansPage } from './types';

describe.each(dbKinds())('creating plans on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansApp(kind);
  });
  afterAll(() => t?.close());

  it('offers the activity categories as interests, the destinations and the limits', async () => {
    const res = await call<PlanOptions>(t, 'POST', '/plans/options', {});
    expect(res.status).toBe(200);
    const mains = res.body.interests.filter((i) => i.kind === 'main').map((i) => i.slug);
    expect(mains).toEqual(expect.arrayContaining(['museums', 'desert-safari', 'water-parks']));
    expect(res.body.interests.find((i) => i.slug === 'museums')).toMatchObject({ name_ar: 'المتاحف', icon: 'Museum' });
    expect(res.body.interests.some((i) => i.kind === 'tag' && i.activity_count >= 3)).toBe(true);
    expect(res.body.destinations[0]).toMatchObject({ slug: 'downtown', name_en: 'Downtown Dubai' });
    expect(res.body.limits).toMatchObject({ max_days: 30, max_group: 50 });
  });

  it('generates a plan over the catalog, stores it and tells its owner (NEW_PLAN)', async () => {
    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), s.headers);
    expect(res.status).toBe(201);
    const plan = res.body;
    expect(plan).toMatchObject({
      name: 'Test trip',
      mode: 'ai',
      source: 'built-in',
      status: 'unconfirmed',
      is_owner: true,
      is_shared: false,
    });
    expect(plan.days.map((d) => d.date)).toEqual([inDays(7), inDays(8), inDays(9)]);
    const items = plan.days.flatMap((d) => d.items);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(plan.days.every((d) => d.items.length <= 3)).toBe(true); // balanced pace
    expect(plan.conflicts).toEqual([]);
    // Every item says why, and none touches the 13:00–14:00 free slot.
    for (const item of items) {
      expect(item.reason?.en).toBeTruthy();
      expect(item.reason?.ar).toBeTruthy();
      expect(item.end_min <= 780 || item.start_min >= 840).toBe(true);
    }
    expect(plan.totals.cost_minor).toBe(items.reduce((sum, i) => sum + i.cost_minor, 0));
    expect(plan.totals.items).toBe(items.length);

    const pid = t.app.ids.decodeId('plan', plan.user_plan_id);
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, 'NEW_PLAN')));
    expect(sent.map((n) => n.userPlanId)).toEqual([pid]);

    const again = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, s.headers);
    expect(again.status).toBe(200);
    expect(again.body.days).toEqual(plan.days);
  });

  it('plans for children with kid-friendly activities only, priced per age band', async () => {
    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({
        travellers: 'family',
        group: { adults: 2, teens: 1, children: 2, youngest_child_age: 5 },
        interests: ['theme-parks', 'water-parks', 'attractions'],
      }),
      s.headers,
    );
    expect(res.status).toBe(201);
    const items = res.body.days.flatMap((d) => d.items);
    expect(items.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(activities);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const item of items) {
      const a = bySlug.get(item.activity.slug);
      expect(a?.kidFriendly).toBe(true);
      expect(a?.minAge ?? 0).toBeLessThanOrEqual(5);
      expect(item.cost_minor).toBe(
        2 * (a?.priceAdultMinor ?? 0) + (a?.priceTeenMinor ?? 0) + 2 * (a?.priceChildMinor ?? 0),
      );
    }
  });

  it('keeps the ticket total within the budget, converted from the display currency', async () => {
    const s = await createUserSession(t.app);
    // 200 USD ≈ 734 AED for two people over three days.
    const res = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ budget: { amount_minor: 20000, currency: 'USD' } }),
      s.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body.budget_minor).toBeGreaterThan(70000);
    expect(res.body.budget_minor).toBeLessThan(76000);
    expect(res.body.totals.cost_minor).toBeLessThanOrEqual(res.body.budget_minor as number);
  });

  it('makes an own plan with empty days', async () => {
    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ mode: 'own', interests: [], name: '  My own  ' }),
      s.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mode: 'own', source: 'own', name: 'My own', totals: { items: 0, cost_minor: 0 } });
    expect(res.body.days).toHaveLength(3);
    expect(res.body.days.every((d) => d.items.length === 0)).toBe(true);
  });

  it('lists my plans newest first, and only mine', async () => {
    const me = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const first = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ name: 'First', mode: 'own' }),
      me.headers,
    );
    const second = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ name: 'Second' }), me.headers);
    const page = await call<PlansPage>(t, 'POST', '/plans/fetch-all', {}, me.headers);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 2, page: 1 });
    expect(page.body.rows.map((r) => r.user_plan_id)).toEqual([second.body.user_plan_id, first.body.user_plan_id]);
    expect(page.body.rows[0]).toMatchObject({
      name: 'Second',
      status: 'unconfirmed',
      days_count: 3,
      items_count: second.body.totals.items,
      total_minor: second.body.totals.cost_minor,
    });
    expect(page.body.rows[0]!.cover).toMatch(/^\/api\/v1\/activities\/images\//);
    expect(page.body.rows[1]).toMatchObject({ items_count: 0, cover: null });
    expect((await call<PlansPage>(t, 'POST', '/plans/fetch-all', {}, other.headers)).body).toMatchObject({
      rows: [],
      count: 0,
    });
    expect(
      (await call<PlansPage>(t, 'POST', '/plans/fetch-all', { page: 2, limit: 1 }, me.headers)).body.rows.map(
        (r) => r.name,
      ),
    ).toEqual(['First']);
  });

  it('seeds demo plans for the demo people: generated, one past, two shared', async () => {
    const sara = await createUserSession(t.app, { email: 'sara@example.com' });
    const layla = await createUserSession(t.app, { email: 'layla@example.com' });
    await t.db.transaction((tx) => seed(tx));
    const saras = (await call<PlansPage>(t, 'POST', '/plans/fetch-all', {}, sara.headers)).body.rows;
    expect(saras.map((p) => p.status).sort()).toEqual(['past', 'unconfirmed']);
    expect(saras.every((p) => p.items_count > 0)).toBe(true);
    const [family] = (await call<PlansPage>(t, 'POST', '/plans/fetch-all', {}, layla.headers)).body.rows;
    expect(family).toMatchObject({ travellers: 'family', is_shared: true, group: { children: 2 } });
    // Shared: anyone may open it, and the generator placed it without conflicts.
    const seen = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: family!.user_plan_id });
    expect(seen.status).toBe(200);
    expect(seen.body.conflicts).toEqual([]);
  });

  it('asks visitors to sign in', async () => {
    expect(await call(t, 'POST', '/plans', questionnaire())).toMatchObject({
      status: 401,
      body: { message: 'Sign-in required' },
    });
    expect(await call(t, 'POST', '/plans/fetch-all', {})).toMatchObject({ status: 401 });
  });

  it.each([
    [{ destination: undefined }, 'destination: Please select destination'],
    [{ destination: 'atlantis' }, 'destination: Please select destination'],
    [{ name: '   ' }, 'name: Please enter a name for your plan'],
    [{ start_date: '2026-02-30' }, 'start_date: must be a date (YYYY-MM-DD)'],
    [{ end_date: inDays(6) }, 'end_date: must not be before start_date'],
    [{ start_date: inDays(-1) }, 'start_date: Please choose a date from today on'],
    [{ end_date: inDays(40) }, 'end_date: a plan covers at most 30 days'],
    [{ travellers: 'solo' }, 'group: a solo trip is for one traveller'],
    [
      { group: { adults: 0, teens: 0, children: 2 }, travellers: 'family' },
      'group.adults: children travel with at least one adult',
    ],
    [{ group: { adults: 0, teens: 0, children: 0 } }, 'group: add at least one traveller'],
    [{ group: { adults: '2', teens: 0, children: 0 } }, 'group.adults'],
    [{ interests: ['skydiving-on-mars'] }, "interests: 'skydiving-on-mars' is not an interest we offer"],
    [{ interests: ['Not A Slug'] }, 'interests.0: must be a lower-case slug'],
    [
      { free_time: [{ date: inDays(30), start_min: 600, end_min: 660 }] },
      'free_time.0.date: must be a date of the trip',
    ],
    [{ free_time: [{ start_min: 700, end_min: 600 }] }, 'free_time.0.end_min: must be after start_min'],
    [{ day_start_min: 1300, day_end_min: 600 }, 'day_end_min: the day must end after it starts'],
    [{ pace: 'frantic' }, 'pace'],
    [{ budget: { amount_minor: -5, currency: 'AED' } }, 'budget.amount_minor'],
    [{ must_see: ['not-an-id'] }, 'Invalid id'],
    [{ mode: 'robot' }, 'mode: must be ai or own'],
  ])('rejects bad answers %j with a message naming the field', async (over, message) => {
    const s = await createUserSession(t.app);
    const res = await call<{ message: string }>(t, 'POST', '/plans', questionnaire(over), s.headers);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('answers 4xx, never 5xx, to a body that is not an object', async () => {
    const s = await createUserSession(t.app);
    for (const payload of [[], { group: null }, { ...questionnaire(), free_time: 'lunch' }]) {
      expect((await call(t, 'POST', '/plans', payload, s.headers)).status).toBe(400);
    }
    // A text body is refused by its content type.
    expect((await call(t, 'POST', '/plans', 'plan', s.headers)).status).toBe(415);
  });
});
