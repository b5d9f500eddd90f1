import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { activities, activityBranches } from '../../db/schema';
import { weekdayOf } from './planner/dates';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

describe.each(dbKinds())('editing an own plan on %s', (kind) => {
  let t: TestApp;
  let acid: (slug: string) => Promise<string>;
  beforeAll(async () => {
    t = await createPlansApp(kind);
    acid = async (slug) => {
      const [row] = await t.db.select({ id: activities.activityId }).from(activities).where(eq(activities.slug, slug));
      return t.app.ids.encodeId('activity', row!.id);
    };
  });
  afterAll(() => t?.close());

  async function ownPlan(s: TestUserSession, over: Record<string, unknown> = {}): Promise<PlanDetail> {
    const res = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ mode: 'own', interests: [], free_time: [], ...over }),
      s.headers,
    );
    expect(res.status).toBe(201);
    return res.body;
  }
  const add = (s: TestUserSession, body: object) => call<PlanDetail>(t, 'POST', '/plans/items', body, s.headers);
  const move = (s: TestUserSession, body: object) => call<PlanDetail>(t, 'PUT', '/plans/items', body, s.headers);

  it('adds an activity at the earliest time it fits, then a second one after it, without conflicts', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const day = plan.start_date;
    const first = await add(s, { pid: plan.user_plan_id, acid: await acid('museum-of-the-future'), date: day });
    expect(first.status).toBe(200);
    const [item] = first.body.days[0]!.items;
    // Opens at 10:00; the day starts at 09:00 downtown, a few minutes away.
    expect(item).toMatchObject({ start_min: 600, end_min: 750, reason: null, paid: false });
    expect(item!.activity.name_en).toBe('Museum of the Future');
    const second = await add(s, { pid: plan.user_plan_id, acid: await acid('etihad-museum'), date: day });
    const items = second.body.days[0]!.items;
    expect(items.map((i) => i.activity.slug)).toEqual(['museum-of-the-future', 'etihad-museum']);
    expect(items[1]!.start_min).toBeGreaterThanOrEqual(750 + items[1]!.travel_min_before);
    expect(second.body.conflicts).toEqual([]);
    expect(second.body.totals.items).toBe(2);
  });

  it('flags an overlap, a closed branch and a slot outside the day when the traveller picks the time', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const day = plan.start_date;
    await add(s, { pid: plan.user_plan_id, acid: await acid('museum-of-the-future'), date: day, start_min: 600 });
    const overlap = await add(s, {
      pid: plan.user_plan_id,
      acid: await acid('etihad-museum'),
      date: day,
      start_min: 660,
    });
    expect(overlap.status).toBe(200);
    expect(overlap.body.conflicts.map((c) => c.kind)).toContain('overlap');
    const clash = overlap.body.conflicts.find((c) => c.kind === 'overlap');
    const etihad = overlap.body.days[0]!.items.find((i) => i.activity.slug === 'etihad-museum');
    expect(clash).toMatchObject({ date: day, item_id: etihad?.item_id });
    expect(clash?.message.en).toMatch(/Overlaps Museum of the Future/);
    expect(clash?.message.ar).toMatch(/يتداخل مع متحف المستقبل/);

    const late = await move(s, { pid: plan.user_plan_id, item_id: etihad?.item_id, date: day, start_min: 22 * 60 });
    const kinds = late.body.conflicts.filter((c) => c.item_id === etihad?.item_id).map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(['closed', 'outside-day']));
  });

  it('flags an activity that cannot be reached in time from the one before it', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s, { day_end_min: 1380 });
    const day = plan.start_date;
    // Museum of the Future (downtown) 10:00–12:30, then Hatta, over 100 km away, five minutes later.
    await add(s, { pid: plan.user_plan_id, acid: await acid('museum-of-the-future'), date: day, start_min: 600 });
    const far = await add(s, { pid: plan.user_plan_id, acid: await acid('hatta-kayaking'), date: day, start_min: 755 });
    expect(far.status).toBe(200);
    const hatta = far.body.days[0]!.items.find((i) => i.activity.slug === 'hatta-kayaking');
    expect(hatta?.travel_min_before).toBeGreaterThan(60);
    const flagged = far.body.conflicts.filter((c) => c.item_id === hatta?.item_id);
    expect(flagged.map((c) => c.kind)).toEqual(['unreachable']);
    expect(flagged[0]!.message.en).toBeTruthy();
    expect(flagged[0]!.message.ar).toBeTruthy();
    // Late in the afternoon it can be reached (and left again before the day ends at 23:00): nothing to flag.
    const later = await move(s, {
      pid: plan.user_plan_id,
      item_id: hatta?.item_id,
      date: day,
      start_min: 16 * 60 + 30,
    });
    expect(later.body.conflicts).toEqual([]);
  });

  it('moves an activity to another day (earliest free time there) and back to a given time', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const withOne = await add(s, {
      pid: plan.user_plan_id,
      acid: await acid('museum-of-the-future'),
      date: plan.start_date,
    });
    const itemId = withOne.body.days[0]!.items[0]!.item_id;
    const moved = await move(s, { pid: plan.user_plan_id, item_id: itemId, date: plan.end_date });
    expect(moved.status).toBe(200);
    expect(moved.body.days[0]!.items).toEqual([]);
    expect(moved.body.days[2]!.items.map((i) => i.item_id)).toEqual([itemId]);
    const timed = await move(s, { pid: plan.user_plan_id, item_id: itemId, date: plan.end_date, start_min: 900 });
    expect(timed.body.days[2]!.items[0]).toMatchObject({ start_min: 900, end_min: 1050 });
    expect(timed.body.conflicts).toEqual([]);
  });

  it('removes an activity', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const res = await add(s, { pid: plan.user_plan_id, acid: await acid('etihad-museum'), date: plan.start_date });
    const removed = await call<PlanDetail>(
      t,
      'DELETE',
      '/plans/items',
      { pid: plan.user_plan_id, item_id: res.body.days[0]!.items[0]!.item_id },
      s.headers,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.totals.items).toBe(0);
    expect(
      (
        await call(
          t,
          'DELETE',
          '/plans/items',
          { pid: plan.user_plan_id, item_id: res.body.days[0]!.items[0]!.item_id },
          s.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('places a branch the traveller chose, and refuses a branch of another activity', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const [row] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'etihad-museum'));
    const [branch] = await t.db.select().from(activityBranches).where(eq(activityBranches.activityId, row!.id));
    const good = await add(s, {
      pid: plan.user_plan_id,
      acid: await acid('etihad-museum'),
      date: plan.start_date,
      branch_id: t.app.ids.encodeId('activity-branch', branch!.branchId),
    });
    expect(good.body.days[0]!.items[0]!.branch.name_en).toBe(branch!.nameEn);
    const wrong = await add(s, {
      pid: plan.user_plan_id,
      acid: await acid('museum-of-the-future'),
      date: plan.start_date,
      branch_id: t.app.ids.encodeId('activity-branch', branch!.branchId),
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'branch_id: Please select a branch' } });
  });

  it('rejects a day outside the plan, the same activity twice a day, an unknown activity and bad input', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    const museum = await acid('museum-of-the-future');
    expect(await add(s, { pid: plan.user_plan_id, acid: museum, date: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { message: 'date: must be a day of the plan' },
    });
    await add(s, { pid: plan.user_plan_id, acid: museum, date: plan.start_date });
    expect(await add(s, { pid: plan.user_plan_id, acid: museum, date: plan.start_date })).toMatchObject({
      status: 409,
    });
    expect(
      await add(s, { pid: plan.user_plan_id, acid: t.app.ids.encodeId('activity', 999_999), date: plan.start_date }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Activity not found.' },
    });
    expect(
      (await add(s, { pid: plan.user_plan_id, acid: museum, date: plan.end_date, start_min: 1400 })).body,
    ).toMatchObject({
      message: 'start_min: the activity would end after midnight',
    });
    expect((await add(s, { pid: plan.user_plan_id, acid: museum, date: plan.end_date, start_min: -5 })).status).toBe(
      400,
    );
    expect((await add(s, { pid: plan.user_plan_id, acid: 'x', date: plan.end_date })).body).toMatchObject({
      message: 'Invalid id',
    });
    expect((await move(s, { pid: plan.user_plan_id, item_id: 'x', date: plan.end_date })).body).toMatchObject({
      message: 'Invalid id',
    });
    expect((await call(t, 'PUT', '/plans', { pid: plan.user_plan_id, name: '' }, s.headers)).status).toBe(400);
  });

  it('keeps activities unsuitable for the group out of a family plan', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s, { travellers: 'family', group: { adults: 2, teens: 0, children: 1 } });
    const [adultsOnly] = await t.db
      .select({ slug: activities.slug })
      .from(activities)
      .where(eq(activities.kidFriendly, false))
      .limit(1);
    expect(
      await add(s, { pid: plan.user_plan_id, acid: await acid(adultsOnly!.slug), date: plan.start_date }),
    ).toMatchObject({
      status: 400,
      body: { message: 'This activity is not suitable for the ages in your group' },
    });
  });

  it('flags a closed day when an activity lands on a weekday its branch does not open', async () => {
    const s = await createUserSession(t.app);
    // A week-long plan contains every weekday; find a branch closed on one of them.
    const branches = await t.db
      .select({ activityId: activityBranches.activityId, hours: activityBranches.hours })
      .from(activityBranches);
    const closedSome = branches.find((b) => [0, 1, 2, 3, 4, 5, 6].some((w) => (b.hours[String(w)] ?? []).length === 0));
    expect(closedSome).toBeDefined();
    if (!closedSome) return;
    const weekday = [0, 1, 2, 3, 4, 5, 6].find((w) => (closedSome.hours[String(w)] ?? []).length === 0) as number;
    const start = questionnaire().start_date;
    const long = await ownPlan(s, { start_date: start, end_date: addDaysTo(start, 6) });
    const date = long.days.find((d) => weekdayOf(d.date) === weekday)?.date as string;
    const res = await add(s, {
      pid: long.user_plan_id,
      acid: t.app.ids.encodeId('activity', closedSome.activityId),
      date,
      start_min: 600,
    });
    expect(res.status).toBe(200);
    expect(res.body.conflicts.map((c) => c.kind)).toContain('closed');
  });

  it('renames a plan', async () => {
    const s = await createUserSession(t.app);
    const plan = await ownPlan(s);
    expect(
      (await call<PlanDetail>(t, 'PUT', '/plans', { pid: plan.user_plan_id, name: '  Eid in Dubai ' }, s.headers)).body
        .name,
    ).toBe('Eid in Dubai');
  });
});

function addDaysTo(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
