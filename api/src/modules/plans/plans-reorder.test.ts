import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import { retime } from './reorder-service';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

describe('retime', () => {
  const at = { lat: 25.197, lng: 55.274 };
  it('starts the day when it started and puts each activity after the one before, on the 5-minute grid', () => {
    const out = retime([
      { id: 2, startMin: 780, durationMin: 90, at },
      { id: 1, startMin: 600, durationMin: 120, at: { lat: 25.2, lng: 55.28 } },
    ]);
    expect(out[0]).toEqual({ id: 2, startMin: 600, endMin: 690 });
    expect(out[1]!.startMin % 5).toBe(0);
    expect(out[1]!.startMin).toBeGreaterThanOrEqual(690);
    expect(out[1]!.endMin - out[1]!.startMin).toBe(120);
  });
  it('never ends past midnight', () => {
    const out = retime([
      { id: 1, startMin: 1200, durationMin: 180, at: null },
      { id: 2, startMin: 1300, durationMin: 120, at: null },
    ]);
    expect(out[1]).toEqual({ id: 2, startMin: 1320, endMin: 1440 });
  });
});

describe.each(dbKinds())('reordering a day of an own plan on %s', (kind) => {
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

  async function dayWithTwo(s: TestUserSession) {
    const created = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ mode: 'own', interests: [], free_time: [] }),
      s.headers,
    );
    const plan = created.body;
    const date = plan.start_date;
    for (const slug of ['museum-of-the-future', 'etihad-museum'])
      await call(t, 'POST', '/plans/items', { pid: plan.user_plan_id, acid: await acid(slug), date }, s.headers);
    const read = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, s.headers);
    return { pid: plan.user_plan_id, date, items: read.body.days[0]!.items };
  }
  const reorder = (s: TestUserSession, body: object) =>
    call<PlanDetail>(t, 'PUT', '/plans/items/order', body, s.headers);

  it('puts the activities in the new order, re-timed from the day start, and keeps it on reading', async () => {
    const s = await createUserSession(t.app);
    const { pid, date, items } = await dayWithTwo(s);
    expect(items.map((i) => i.activity.slug)).toEqual(['museum-of-the-future', 'etihad-museum']);
    const dayStart = items[0]!.start_min;
    const res = await reorder(s, { pid, date, item_ids: [items[1]!.item_id, items[0]!.item_id] });
    expect(res.status).toBe(200);
    const after = res.body.days[0]!.items;
    expect(after.map((i) => i.activity.slug)).toEqual(['etihad-museum', 'museum-of-the-future']);
    expect(after[0]!.start_min).toBe(dayStart);
    expect(after[1]!.start_min).toBeGreaterThanOrEqual(after[0]!.end_min + after[1]!.travel_min_before);
    const read = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, s.headers);
    expect(read.body.days[0]!.items.map((i) => i.item_id)).toEqual(after.map((i) => i.item_id));
  });

  it('refuses a list that is not the day as it is (409), a repeated item (400) and another member (404)', async () => {
    const s = await createUserSession(t.app);
    const { pid, date, items } = await dayWithTwo(s);
    const stale = await reorder(s, { pid, date, item_ids: [items[0]!.item_id] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'plan_order_stale' });
    const twice = await reorder(s, { pid, date, item_ids: [items[0]!.item_id, items[0]!.item_id] });
    expect(twice.status).toBe(400);
    const other = await createUserSession(t.app);
    const foreign = await reorder(other, { pid, date, item_ids: items.map((i) => i.item_id).reverse() });
    expect([403, 404]).toContain(foreign.status);
    const read = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, s.headers);
    expect(read.body.days[0]!.items.map((i) => i.item_id)).toEqual(items.map((i) => i.item_id));
  });
});
