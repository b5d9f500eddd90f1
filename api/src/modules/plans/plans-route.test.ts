// Travel times and the day route from an OSRM-protocol server (a local fake speaking its HTTP API): the
// planner and the plan answer use the server's times, the day route draws its road geometry, access is
// the plan's, and a failing server falls back to the estimate, marked estimated.
import { createUserSession, type TestApp } from '../../../test/helpers';
import { createOsrmRouting } from '../../providers/routing';
import { startFakeOsrm, type FakeOsrm } from '../../providers/routing/osrm-fake-server';
import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import { haversineKm } from '../../lib/geo';
import { DRIVE_OVERHEAD_MIN, travelMinutes } from './planner/travel';
import { estimatedWalkMinutes } from '../../providers/routing/estimate';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { PlanDayRoute, PlanDetail } from './types';

describe('plans with a routing server (OSRM protocol)', () => {
  let t: TestApp;
  let osrm: FakeOsrm;
  const fallbacks: string[] = [];
  beforeAll(async () => {
    osrm = await startFakeOsrm();
    t = await createPlansApp('pglite', {
      providers: {
        routing: createOsrmRouting({ baseUrl: osrm.url, timeoutMs: 2_000, onFallback: (why) => fallbacks.push(why) }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await osrm?.close();
  });

  it('plans and answers with the server’s travel times, and draws a day’s road route', async () => {
    const s = await createUserSession(t.app);
    const created = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), s.headers);
    expect(created.status).toBe(201);
    // The planner asked the server for its table (hotel and every branch), in blocks.
    expect(osrm.requests.some((r) => r.startsWith('/table/v1/driving/'))).toBe(true);
    const plan = created.body;
    const day = plan.days.find((d) => d.items.length >= 2);
    if (!day) throw new Error('expected a day with two items');
    // Each leg: the server's driving time (1 min per km here) + the overhead, or on foot when quicker.
    const hotel = { lat: plan.destination.lat, lng: plan.destination.lng };
    let prev = hotel;
    for (const item of day.items) {
      const drive = Math.round(haversineKm(prev, item.branch) * 60) / 60 + DRIVE_OVERHEAD_MIN;
      const walk = estimatedWalkMinutes(prev, item.branch);
      const expected =
        prev.lat === item.branch.lat && prev.lng === item.branch.lng ? 0 : Math.ceil(Math.min(walk, drive) - 1e-9);
      expect(item.travel_min_before).toBe(expected);
      expect(item.travel_mode_before).toBe(walk <= drive ? 'walk' : 'drive');
      prev = item.branch;
    }
    expect(plan.conflicts).toEqual([]);

    osrm.requests = [];
    const res = await call<PlanDayRoute>(
      t,
      'GET',
      `/plans/${plan.user_plan_id}/days/${day.date}/route`,
      undefined,
      s.headers,
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.estimated).toBe(false);
    expect(res.body.legs).toHaveLength(day.items.length + 1);
    // Hotel → stops → hotel, with the server's bends between them.
    const stops = [hotel, ...day.items.map((i) => i.branch), hotel];
    expect(res.body.points).toHaveLength(2 * (stops.length - 1) + 1);
    expect(res.body.points[0]).toEqual([hotel.lat, hotel.lng]);
    expect(res.body.points[2]).toEqual([day.items[0]!.branch.lat, day.items[0]!.branch.lng]);
    expect(res.body.legs[0]?.meters).toBe(Math.round(haversineKm(hotel, day.items[0]!.branch) * 1000));
    expect(osrm.requests).toHaveLength(1);
    expect(osrm.requests[0]).toMatch(/^\/route\/v1\/driving\/[^?]+\?overview=full&geometries=geojson$/);
    expect(fallbacks).toEqual([]);
  });

  it('keeps the route to whoever may read the plan, and refuses a date outside it', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const plan = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), owner.headers)).body;
    const url = `/plans/${plan.user_plan_id}/days/${plan.start_date}/route`;
    expect((await call(t, 'GET', url, undefined, other.headers)).status).toBe(404);
    expect((await call(t, 'GET', url)).status).toBe(404);
    expect(
      (await call(t, 'POST', '/plans/share', { pid: plan.user_plan_id, shared: true }, owner.headers)).status,
    ).toBe(200);
    expect((await call(t, 'GET', url, undefined, other.headers)).status).toBe(200);
    expect((await call(t, 'GET', url)).status).toBe(200);
    const outside = await call<{ code: string }>(
      t,
      'GET',
      `/plans/${plan.user_plan_id}/days/${inDays(60)}/route`,
      undefined,
      owner.headers,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('plan_date_outside');
    const bad = await call<{ code: string }>(
      t,
      'GET',
      `/plans/${plan.user_plan_id}/days/tomorrow/route`,
      undefined,
      owner.headers,
    );
    expect(bad.status).toBe(400);
  });

  it('answers an estimated straight-line route when the server fails, and nothing for an empty day', async () => {
    const s = await createUserSession(t.app);
    const plan = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ mode: 'own' }), s.headers)).body;
    const empty = await call<PlanDayRoute>(
      t,
      'GET',
      `/plans/${plan.user_plan_id}/days/${plan.start_date}/route`,
      undefined,
      s.headers,
    );
    expect(empty.body).toEqual({ points: [], legs: [], estimated: false });

    const generated = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), s.headers)).body;
    const day = generated.days.find((d) => d.items.length > 0);
    if (!day) throw new Error('expected a day with items');
    osrm.mode = 'error-code';
    try {
      const res = await call<PlanDayRoute>(
        t,
        'GET',
        `/plans/${generated.user_plan_id}/days/${day.date}/route`,
        undefined,
        s.headers,
      );
      expect(res.status).toBe(200);
      expect(res.body.estimated).toBe(true);
      const hotel: [number, number] = [generated.destination.lat, generated.destination.lng];
      expect(res.body.points).toEqual([hotel, ...day.items.map((i) => [i.branch.lat, i.branch.lng]), hotel]);
      expect(res.body.legs).toHaveLength(day.items.length + 1);
      expect(fallbacks).toContain('code-InvalidQuery');
      osrm.mode = 'hang';
      const slow = await call<PlanDayRoute>(
        t,
        'GET',
        `/plans/${generated.user_plan_id}/days/${day.date}/route`,
        undefined,
        s.headers,
      );
      expect(slow.body.estimated).toBe(true);
      expect(fallbacks).toContain('timeout');
    } finally {
      osrm.mode = 'ok';
    }
  });

  it('adds an activity by hand at the earliest time the server’s travel times allow, the estimate when it fails', async () => {
    const s = await createUserSession(t.app);
    const [row] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'deep-sea-fishing-trip'));
    // One branch at the Marina, ~18 km from a Downtown or Jumeirah stay, open from 05:00: the day's first slot is
    // 09:00 plus the way there, on the 5-minute grid.
    const acid = t.app.ids.encodeId('activity', row!.id);
    const firstSlot = (minutes: number) => Math.ceil((540 + minutes) / 5) * 5;
    const addTo = async (destination: string) => {
      const own = questionnaire({ mode: 'own', destination, interests: [], free_time: [] });
      const plan = (await call<PlanDetail>(t, 'POST', '/plans', own, s.headers)).body;
      const res = await call<PlanDetail>(
        t,
        'POST',
        '/plans/items',
        { pid: plan.user_plan_id, acid, date: plan.start_date },
        s.headers,
      );
      expect(res.status).toBe(200);
      const item = res.body.days[0]!.items[0]!;
      const hotel = { lat: res.body.destination.lat, lng: res.body.destination.lng };
      return { item, hotel, conflicts: res.body.conflicts };
    };

    const { item, hotel, conflicts } = await addTo('downtown');
    const serverMinutes = Math.ceil(Math.round(haversineKm(hotel, item.branch) * 60) / 60 + DRIVE_OVERHEAD_MIN);
    expect(item.start_min).toBe(firstSlot(serverMinutes));
    expect(item.start_min).toBeLessThan(firstSlot(travelMinutes(hotel, item.branch)));
    expect(conflicts).toEqual([]);

    // The server fails: the built-in estimate places it, no error.
    osrm.mode = 'error-code';
    try {
      const failed = await addTo('jumeirah');
      expect(failed.item.start_min).toBe(firstSlot(travelMinutes(failed.hotel, failed.item.branch)));
    } finally {
      osrm.mode = 'ok';
    }
  });

  it('re-times a reordered day with the server’s travel times', async () => {
    const s = await createUserSession(t.app);
    const acidOf = async (slug: string) => {
      const [row] = await t.db.select({ id: activities.activityId }).from(activities).where(eq(activities.slug, slug));
      return t.app.ids.encodeId('activity', row!.id);
    };
    const own = questionnaire({ mode: 'own', interests: [], free_time: [] });
    const plan = (await call<PlanDetail>(t, 'POST', '/plans', own, s.headers)).body;
    const date = plan.start_date;
    // The Museum of the Future (Downtown) at 10:00, then a fishing trip from the Marina at 15:00: ~20 km apart.
    for (const [slug, start] of [
      ['museum-of-the-future', 600],
      ['deep-sea-fishing-trip', 900],
    ] as const) {
      const added = await call(
        t,
        'POST',
        '/plans/items',
        { pid: plan.user_plan_id, acid: await acidOf(slug), date, start_min: start },
        s.headers,
      );
      expect(added.status).toBe(200);
    }
    const before = (await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, s.headers)).body;
    const [museum, fishing] = before.days[0]!.items;
    const res = await call<PlanDetail>(
      t,
      'PUT',
      '/plans/items/order',
      { pid: plan.user_plan_id, date, item_ids: [fishing!.item_id, museum!.item_id] },
      s.headers,
    );
    expect(res.status).toBe(200);
    const [first, second] = res.body.days[0]!.items;
    expect(first!.start_min).toBe(600);
    const km = haversineKm(first!.branch, second!.branch);
    const serverMinutes = Math.ceil(
      Math.min(estimatedWalkMinutes(first!.branch, second!.branch), Math.round(km * 60) / 60 + DRIVE_OVERHEAD_MIN),
    );
    expect(second!.start_min).toBe(Math.ceil((first!.end_min + serverMinutes) / 5) * 5);
    expect(second!.start_min).toBeLessThan(
      Math.ceil((first!.end_min + travelMinutes(first!.branch, second!.branch)) / 5) * 5,
    );
    expect(res.body.conflicts).toEqual([]);
  });
});
