// The owner's bookings made outside the plan (a hotel stay, activity tickets), joined into the plan when it is
// read: nothing is copied into the plan, so a cancelled or new order shows on the next read by itself.
// Read only from the orders, activities and hotel-supply tables (the plans module never writes them).
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityBranches,
  activityOrderItems,
  orders,
  planItems,
  supplyHotels,
  type WeeklyHoursJson,
} from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import { toWeeklyHours } from './catalog';
import { weekdayOf } from './planner/dates';
import type { FreeTimeSlot, GeoPoint, PlannerActivity, PlanRequest } from './planner/types';

/** When the hotel does not say (a supplier without the built-in catalog): the usual Dubai times. */
const DEFAULT_CHECK_IN_MIN = 15 * 60;
const DEFAULT_CHECK_OUT_MIN = 12 * 60;

export interface PlanBooking {
  kind: 'check-in' | 'check-out' | 'tickets';
  /** orders.uuid: the link to the order's page. */
  orderId: string;
  date: string;
  startMin: number;
  /** The visit's end (tickets); null for the stay's anchors, which are a moment. */
  endMin: number | null;
  name: { en: string; ar: string };
  place: { en: string; ar: string; area: string; lat: number; lng: number };
  /** Tickets only. */
  activity: { id: number; slug: string; mainCategory: string } | null;
  tickets: { adult: number; teen: number; child: number } | null;
}

interface PlanWindow {
  planId: number;
  userId: number;
  startDate: string;
  endDate: string;
  dayStartMin: number;
}

const minutesOf = (clock: unknown, fallback: number) => {
  const m = typeof clock === 'string' ? /^(\d{1,2}):(\d{2})/.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
};

/**
 * The ticket's visit: its day ticket has no time, so the visit is placed where the order's voucher and
 * calendar event start it, at the branch's opening that day, or at the plan's day start when the branch is
 * open then, for the activity's duration.
 */
export function ticketSlot(hours: WeeklyHoursJson | null, date: string, durationMin: number, dayStartMin: number) {
  const intervals = toWeeklyHours(hours)[weekdayOf(date)] ?? [];
  const fits = intervals.find(([open, close]) => Math.max(open, dayStartMin) + durationMin <= close);
  const startMin = fits ? Math.max(fits[0], dayStartMin) : (intervals[0]?.[0] ?? dayStartMin);
  return { startMin, endMin: Math.min(startMin + durationMin, 1440) };
}

/** A booked stay overlapping the plan: check-in and check-out dates (either may fall outside the plan). */
export interface PlanStay {
  orderId: string;
  checkIn: string;
  checkOut: string;
  at: GeoPoint;
}

export interface PlanBookings {
  /** In date and time order. */
  items: PlanBooking[];
  stays: PlanStay[];
}

/** The plan owner's confirmed bookings whose dates overlap the plan. */
export async function listPlanBookings(db: Db, ids: OpaqueIds, plan: PlanWindow): Promise<PlanBookings> {
  const overlapping = and(
    eq(orders.userId, plan.userId),
    eq(orders.status, 'confirmed'),
    lte(orders.startsOn, plan.endDate),
    gte(orders.endsOn, plan.startDate),
  );
  const [hotelOrders, ticketRows, paidByPlan] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(overlapping, eq(orders.kind, 'hotel'))),
    db
      .select({
        order: { uuid: orders.uuid, id: orders.id },
        line: {
          band: activityOrderItems.band,
          quantity: activityOrderItems.quantity,
          date: activityOrderItems.visitDate,
        },
        activity: {
          id: activities.activityId,
          slug: activities.slug,
          nameEn: activities.nameEn,
          nameAr: activities.nameAr,
          mainCategory: activities.mainCategory,
          durationMin: activities.durationMin,
        },
        branch: {
          nameEn: activityBranches.nameEn,
          nameAr: activityBranches.nameAr,
          area: activityBranches.area,
          lat: activityBranches.lat,
          lng: activityBranches.lng,
          hours: activityBranches.hours,
        },
      })
      .from(orders)
      .innerJoin(activityOrderItems, eq(activityOrderItems.orderId, orders.id))
      .innerJoin(activities, eq(activities.activityId, activityOrderItems.activityId))
      .innerJoin(activityBranches, eq(activityBranches.branchId, activityOrderItems.branchId))
      .where(and(overlapping, eq(orders.kind, 'activity'))),
    // Tickets paid from this plan are its own items already (paid, with their order).
    db
      .select({ uuid: planItems.orderUuid })
      .from(planItems)
      .where(and(eq(planItems.planId, plan.planId), isNotNull(planItems.orderUuid))),
  ]);

  const within = (date: string) => date >= plan.startDate && date <= plan.endDate;
  const out: PlanBooking[] = [];

  const ownItems = new Set(paidByPlan.map((r) => r.uuid));
  const tickets = new Map<number, PlanBooking>();
  for (const row of ticketRows) {
    if (ownItems.has(row.order.uuid) || !within(row.line.date)) continue;
    let booking = tickets.get(row.order.id);
    const counts = { adult: 0, teen: 0, child: 0 };
    if (!booking) {
      const slot = ticketSlot(row.branch.hours, row.line.date, row.activity.durationMin, plan.dayStartMin);
      booking = {
        kind: 'tickets',
        orderId: row.order.uuid,
        date: row.line.date,
        ...slot,
        name: { en: row.activity.nameEn, ar: row.activity.nameAr },
        place: {
          en: row.branch.nameEn,
          ar: row.branch.nameAr,
          area: row.branch.area,
          lat: row.branch.lat,
          lng: row.branch.lng,
        },
        activity: { id: row.activity.id, slug: row.activity.slug, mainCategory: row.activity.mainCategory },
        tickets: counts,
      };
      tickets.set(row.order.id, booking);
      out.push(booking);
    }
    const held = booking.tickets ?? counts;
    held[row.line.band] += row.line.quantity;
  }

  // The stay's hotel as the order recorded it; both names and the hotel's hours from the built-in catalog.
  const stays = hotelOrders.map((o) => {
    const hotel = (o.details.hotel ?? {}) as Record<string, unknown>;
    const hid = typeof hotel.hid === 'string' ? ids.tryDecodeId('hotel', hotel.hid) : null;
    return { order: o, hotel, hid };
  });
  const hids = stays.flatMap((s) => (s.hid !== null ? [s.hid] : []));
  const known = hids.length
    ? await db
        .select({
          hid: supplyHotels.hid,
          nameEn: supplyHotels.nameEn,
          nameAr: supplyHotels.nameAr,
          data: supplyHotels.data,
        })
        .from(supplyHotels)
        .where(inArray(supplyHotels.hid, hids))
    : [];
  const planStays: PlanStay[] = [];
  for (const { order, hotel, hid } of stays) {
    const inv = known.find((k) => k.hid === hid);
    const booked = typeof hotel.name === 'string' && hotel.name ? hotel.name : order.title;
    const name = { en: inv?.nameEn ?? booked, ar: inv?.nameAr ?? booked };
    const area = (hotel.area ?? null) as { name?: string } | null;
    const place = {
      ...name,
      area: typeof area?.name === 'string' ? area.name : '',
      lat: Number(hotel.latitude ?? 0),
      lng: Number(hotel.longitude ?? 0),
    };
    const anchor = (kind: 'check-in' | 'check-out', date: string, startMin: number): PlanBooking => ({
      kind,
      orderId: order.uuid,
      date,
      startMin,
      endMin: null,
      name,
      place,
      activity: null,
      tickets: null,
    });
    if (place.lat !== 0 || place.lng !== 0)
      planStays.push({ orderId: order.uuid, checkIn: order.startsOn, checkOut: order.endsOn, at: place });
    if (within(order.startsOn))
      out.push(anchor('check-in', order.startsOn, minutesOf(inv?.data.checkInTime, DEFAULT_CHECK_IN_MIN)));
    if (within(order.endsOn))
      out.push(anchor('check-out', order.endsOn, minutesOf(inv?.data.checkOutTime, DEFAULT_CHECK_OUT_MIN)));
  }
  out.sort((a, b) => a.date.localeCompare(b.date) || a.startMin - b.startMin);
  return { items: out, stays: planStays };
}

/** For the planner: each booked visit is time the plan must keep free, like the travellers' own free time. */
export function bookedSlots(bookings: readonly PlanBooking[]): FreeTimeSlot[] {
  return bookings.flatMap((b) =>
    b.kind === 'tickets' && b.endMin !== null ? [{ date: b.date, startMin: b.startMin, endMin: b.endMin }] : [],
  );
}

/** For the planner: the activities already booked are not planned again. */
export const bookedActivityIds = (bookings: readonly PlanBooking[]) =>
  new Set(bookings.flatMap((b) => (b.activity ? [b.activity.id] : [])));

/** The booked stay covering most of the plan's nights, as the days' start and end point; null without one. */
export function stayBase(stays: readonly PlanStay[], nights: readonly string[]): GeoPoint | null {
  let best: { at: GeoPoint; nights: number } | null = null;
  for (const stay of stays) {
    const covered = nights.filter((n) => n >= stay.checkIn && n < stay.checkOut).length;
    if (covered > 0 && (!best || covered > best.nights))
      best = { at: { lat: stay.at.lat, lng: stay.at.lng }, nights: covered };
  }
  return best?.at ?? null;
}

/**
 * The generator's request and catalog around the owner's bookings: a booked visit's time is kept free (so
 * nothing is planned over it, nor the travel to it), the booked activities and their landmarks are not planned
 * again, and the booked hotel is where the days start and end. Only the generation sees the booked slots; the
 * plan stores the travellers' own free time.
 */
export function aroundBookings(request: PlanRequest, booked: PlanBookings, dates: readonly string[]) {
  const base = stayBase(booked.stays, dates);
  const slots = bookedSlots(booked.items);
  const ids = bookedActivityIds(booked.items);
  return {
    request: {
      ...request,
      freeTime: [...request.freeTime, ...slots],
      mustSee: (request.mustSee ?? []).filter((id) => !ids.has(id)),
      ...(base ? { hotel: base } : {}),
    } satisfies PlanRequest,
    catalog(all: readonly PlannerActivity[]): PlannerActivity[] {
      if (ids.size === 0) return [...all];
      const landmarks = new Set(all.filter((a) => ids.has(a.id)).flatMap((a) => a.venueGroups ?? []));
      return all.filter((a) => !ids.has(a.id) && !(a.venueGroups ?? []).some((g) => landmarks.has(g)));
    },
  };
}
