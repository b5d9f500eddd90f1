// The owner's bookings (bookings.ts) as the plan answer shows them, and the plan items that overlap a booked visit.
import type { OpaqueIds } from '../../lib/opaque-id';
import { thumbnailUrl } from '../activities/images/urls';
import type { PlanBooking } from './bookings';
import { ACTIVITY_KIND, PLAN_ITEM_KIND } from './constants';
import { formatClock } from './planner/dates';
import type { PlanBookingView, PlanConflictView } from './types';

/** Where the buyer sees the order: the hotel booking's page, or the activity order with its ticket. */
export const orderPathOf = (b: PlanBooking) =>
  b.kind === 'tickets'
    ? `/activities/order?order_id=${encodeURIComponent(b.orderId)}`
    : `/hotel/booking/manage?order_id=${encodeURIComponent(b.orderId)}`;

export function toBookingView(ids: OpaqueIds, b: PlanBooking): PlanBookingView {
  return {
    kind: b.kind,
    order_id: b.orderId,
    order_path: orderPathOf(b),
    date: b.date,
    start_min: b.startMin,
    end_min: b.endMin,
    name_en: b.name.en,
    name_ar: b.name.ar,
    place: { name_en: b.place.en, name_ar: b.place.ar, area: b.place.area, lat: b.place.lat, lng: b.place.lng },
    activity: b.activity
      ? {
          activity_id: ids.encodeId(ACTIVITY_KIND, b.activity.id),
          slug: b.activity.slug,
          main_category: b.activity.mainCategory,
          horizontal_thumbnail: thumbnailUrl(b.activity.slug),
        }
      : null,
    tickets: b.tickets,
  };
}

interface TimedItem {
  planItemId: number;
  date: string;
  startMin: number;
  endMin: number;
}

/** A plan item whose visit overlaps a booked one: the traveller holds tickets elsewhere then. */
export function bookedConflicts(
  ids: OpaqueIds,
  items: readonly TimedItem[],
  bookings: readonly PlanBooking[],
): PlanConflictView[] {
  const out: PlanConflictView[] = [];
  for (const item of items) {
    const hit = bookings.find(
      (b) =>
        b.kind === 'tickets' &&
        b.endMin !== null &&
        b.date === item.date &&
        item.startMin < b.endMin &&
        b.startMin < item.endMin,
    );
    if (!hit || hit.endMin === null) continue;
    const range = `${formatClock(hit.startMin)}–${formatClock(hit.endMin)}`;
    out.push({
      kind: 'booked',
      date: item.date,
      item_id: ids.encodeId(PLAN_ITEM_KIND, item.planItemId),
      other_item_id: null,
      message: {
        en: `Overlaps your booked tickets for ${hit.name.en} (${range})`,
        ar: `يتعارض مع تذاكرك المحجوزة لـ${hit.name.ar} (من ${formatClock(hit.startMin)} إلى ${formatClock(hit.endMin)})`,
      },
    });
  }
  return out;
}
