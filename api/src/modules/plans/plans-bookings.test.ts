import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { activities, orders, plans } from '../../db/schema';
import type { ActivityOrder, PayResponse } from '../activities/types';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { PlanBookingView, PlanDetail } from './types';

// The owner's hotel stay and activity tickets on the plan: read from the orders when the plan is read.
describe.each(dbKinds())('bookings on the plan on %s', (kind) => {
  let t: TestApp;
  let from = 0;
  beforeAll(async () => {
    t = await createPlansApp(kind);
  }, 180_000);
  afterAll(() => t?.close());

  // Each booking call from an address of its own (the routes' per-address limits).
  async function send<T>(path: string, payload: object, s: TestUserSession) {
    from += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      headers: s.headers,
      remoteAddress: `10.40.${from >> 8}.${from & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T };
  }

  const acid = async (slug: string) => {
    const [row] = await t.db.select({ id: activities.activityId }).from(activities).where(eq(activities.slug, slug));
    return { id: row!.id, acid: t.app.ids.encodeId('activity', row!.id) };
  };

  /** Tickets for two adults through the activity checkout, paid with the built-in gateway's test card. */
  async function tickets(s: TestUserSession, slug: string, visit: string, pay = true): Promise<ActivityOrder> {
    const a = await acid(slug);
    const detail = await send<{ branches: { branch_id: string }[] }>('/activities/fetch', { acid: a.acid }, s);
    const created = await send<ActivityOrder>(
      '/activities/orders',
      {
        acid: a.acid,
        branch_id: detail.body.branches[0]!.branch_id,
        visit_date: visit,
        tickets: { adult: 2 },
        currency: 'AED',
        idempotency_key: `k-${randomBytes(6).toString('hex')}`,
      },
      s,
    );
    expect(created.status).toBe(201);
    if (!pay) return created.body;
    const paid = await send<PayResponse>(
      '/activities/orders/pay',
      { order_id: created.body.order_id, payment_method: 'pm_card_visa' },
      s,
    );
    expect(paid.body.payment.status).toBe('succeeded');
    return paid.body.order;
  }

  /** A confirmed hotel order as the hotel checkout leaves it (the plans test app has no hotel inventory). */
  async function stay(
    s: TestUserSession,
    checkin: string,
    checkout: string,
    status: 'confirmed' | 'pending' = 'confirmed',
  ) {
    const [row] = await t.db
      .insert(orders)
      .values({
        userId: s.user.id,
        kind: 'hotel',
        status,
        title: 'Creek Palace Hotel',
        startsOn: checkin,
        endsOn: checkout,
        amountMinor: 120_000,
        displayAmountMinor: 120_000,
        contactEmail: s.user.email,
        contactName: 'Test Traveller',
        details: {
          hotel: {
            hid: t.app.ids.encodeId('hotel', 987_654),
            name: 'Creek Palace Hotel',
            address: 'Baniyas Road',
            stars: 4,
            image: null,
            area: { name: 'Deira' },
            latitude: 25.2637,
            longitude: 55.3072,
          },
        },
      })
      .returning();
    return row!;
  }

  const fetchPlan = async (pid: string, s: TestUserSession | null) =>
    call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, s?.headers ?? {});
  const bookingsOf = (plan: PlanDetail): PlanBookingView[] => plan.days.flatMap((d) => d.bookings ?? []);

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

  it('shows a confirmed stay and tickets within the dates, and nothing outside them or unpaid', async () => {
    const s = await createUserSession(t.app);
    const [d1, d2, d3] = [inDays(7), inDays(8), inDays(9)];
    const hotel = await stay(s, d1, d3);
    const booked = await tickets(s, 'museum-of-the-future', d2);
    await tickets(s, 'museum-of-the-future', inDays(20));
    await tickets(s, 'etihad-museum', d2, false);
    await stay(s, inDays(12), inDays(14));
    await stay(s, d1, d2, 'pending');
    const plan = await ownPlan(s);

    const read = (await fetchPlan(plan.user_plan_id, s)).body;
    expect(read.days.map((d) => (d.bookings ?? []).map((b) => b.kind))).toEqual([
      ['check-in'],
      ['tickets'],
      ['check-out'],
    ]);
    const [checkIn, visit, checkOut] = bookingsOf(read);
    expect(checkIn).toMatchObject({
      order_id: hotel.uuid,
      order_path: `/hotel/booking/manage?order_id=${hotel.uuid}`,
      date: d1,
      start_min: 15 * 60,
      end_min: null,
      name_en: 'Creek Palace Hotel',
      place: { area: 'Deira', lat: 25.2637, lng: 55.3072 },
      activity: null,
    });
    expect(checkOut).toMatchObject({ order_id: hotel.uuid, date: d3, start_min: 12 * 60 });
    // A day ticket: from the branch's opening (10:00) for the activity's 150 minutes.
    expect(visit).toMatchObject({
      kind: 'tickets',
      order_id: booked.order_id,
      order_path: `/activities/order?order_id=${booked.order_id}`,
      date: d2,
      start_min: 600,
      end_min: 750,
      name_en: 'Museum of the Future',
      name_ar: 'متحف المستقبل',
      tickets: { adult: 2, teen: 0, child: 0 },
    });
    expect(visit!.activity?.slug).toBe('museum-of-the-future');
    // Booked, not planned: the plan's own items and totals are unchanged.
    expect(read.totals.items).toBe(0);
    // The same plan answer feeds the calendar export.
    const ics = await call(t, 'GET', `/plans/${plan.user_plan_id}/calendar.ics?lang=en`, undefined, {
      cookie: s.cookie,
    });
    expect(ics.text).toContain('SUMMARY:Booked: Museum of the Future');
    expect(ics.text).toContain('SUMMARY:Check-in: Creek Palace Hotel');
    // And the PDF (text read back by poppler's pdftotext).
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/plans/${plan.user_plan_id}/plan.pdf?lang=en`,
      headers: { cookie: s.cookie },
    });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toMatch(/10:00–12:30\s+Tickets: Museum of the Future\s+Booked/);
    expect(text).toMatch(/15:00\s+Check-in: Creek Palace Hotel\s+Booked/);
    expect(text).toMatch(/12:00\s+Check-out: Creek Palace Hotel/);
  });

  it('shows only the owner their own bookings: not another member’s, not to a reader of the shared plan', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    await tickets(other, 'museum-of-the-future', inDays(8));
    await stay(other, inDays(7), inDays(9));
    const plan = await ownPlan(owner);
    expect(bookingsOf((await fetchPlan(plan.user_plan_id, owner)).body)).toEqual([]);

    await tickets(owner, 'museum-of-the-future', inDays(8));
    expect(bookingsOf((await fetchPlan(plan.user_plan_id, owner)).body)).toHaveLength(1);
    await call(t, 'POST', '/plans/share', { pid: plan.user_plan_id, shared: true }, owner.headers);
    const reader = await fetchPlan(plan.user_plan_id, other);
    expect(reader.status).toBe(200);
    expect(bookingsOf(reader.body)).toEqual([]);
    expect(JSON.stringify(reader.body)).not.toContain('museum-of-the-future');
  });

  it('drops cancelled tickets and a cancelled stay from the plan; the orders stay in /orders', async () => {
    const s = await createUserSession(t.app);
    const hotel = await stay(s, inDays(7), inDays(9));
    const booked = await tickets(s, 'museum-of-the-future', inDays(8));
    const plan = await ownPlan(s);
    expect(bookingsOf((await fetchPlan(plan.user_plan_id, s)).body)).toHaveLength(3);

    const cancelled = await send<{ order: { status: string } }>(
      '/activities/orders/cancel',
      { order_id: booked.order_id },
      s,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    await t.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, hotel.id));

    const after = (await fetchPlan(plan.user_plan_id, s)).body;
    expect(bookingsOf(after)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?tab=cancelled',
      headers: { cookie: s.cookie },
    });
    const ids = (list.json() as { rows: { order_id: string }[] }).rows.map((r) => r.order_id);
    expect(ids).toEqual(expect.arrayContaining([booked.order_id, hotel.uuid]));
  });

  it('plans around booked tickets: nothing over their time, the same activity not again, the booked hotel as base', async () => {
    const s = await createUserSession(t.app);
    const [d1, d2] = [inDays(7), inDays(8)];
    const museum = await acid('museum-of-the-future');
    const booked = await tickets(s, 'museum-of-the-future', d1);
    await stay(s, d1, inDays(10));
    // The museum is a must-see: a booked one is dropped from the must-sees, not planned again.
    const answers = {
      interests: ['museums', 'attractions'],
      start_date: d1,
      end_date: d2,
      pace: 'packed',
      free_time: [],
      must_see: [museum.acid],
    };
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(answers), s.headers);
    expect(res.status).toBe(201);
    const plan = res.body;
    const items = plan.days.flatMap((d) => d.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.activity.slug)).not.toContain('museum-of-the-future');
    expect(plan.unplaced).toEqual([]);
    const visit = plan.days[0]!.bookings!.find((b) => b.order_id === booked.order_id)!;
    expect(visit).toMatchObject({ start_min: 600, end_min: 750 });
    for (const item of plan.days[0]!.items) {
      // Neither the visit nor the way to it inside the booked time.
      const overlaps = item.start_min - item.travel_min_before < visit.end_min! && visit.start_min < item.end_min;
      expect({ slug: item.activity.slug, overlaps }).toEqual({ slug: item.activity.slug, overlaps: false });
    }
    // The stay's hotel is where the days start and end; the travellers' own free time is stored as they gave it.
    const [row] = await t.db.select().from(plans).where(eq(plans.userId, s.user.id));
    expect(row).toMatchObject({ hotelLat: 25.2637, hotelLng: 55.3072, freeTime: [] });

    // Without the booking the same answers plan the museum (so the checks above can fail).
    const free = await createUserSession(t.app);
    const plain = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(answers), free.headers);
    expect(plain.body.days.flatMap((d) => d.items).map((i) => i.activity.activity_id)).toContain(museum.acid);
  });

  it('suggests a time for an added activity clear of the booked visit and flags a chosen time over it', async () => {
    const s = await createUserSession(t.app);
    await tickets(s, 'museum-of-the-future', inDays(7));
    const plan = await ownPlan(s, { day_start_min: 600 });
    const add = await call<PlanDetail>(
      t,
      'POST',
      '/plans/items',
      { pid: plan.user_plan_id, acid: (await acid('etihad-museum')).acid, date: inDays(7) },
      s.headers,
    );
    expect(add.status).toBe(200);
    const [item] = add.body.days[0]!.items;
    expect(item!.start_min - item!.travel_min_before).toBeGreaterThanOrEqual(750);
    expect(add.body.conflicts).toEqual([]);

    const over = await call<PlanDetail>(
      t,
      'PUT',
      '/plans/items',
      { pid: plan.user_plan_id, item_id: item!.item_id, date: inDays(7), start_min: 660 },
      s.headers,
    );
    expect(over.body.conflicts).toEqual([
      expect.objectContaining({ kind: 'booked', item_id: item!.item_id, date: inDays(7) }),
    ]);
    expect(over.body.conflicts[0]!.message.en).toBe(
      'Overlaps your booked tickets for Museum of the Future (10:00–12:30)',
    );
  });
});
