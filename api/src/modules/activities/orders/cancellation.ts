import type { ActivityTicketRow, OrderRow } from '../../../db/schema';
import type { ActivityOrderDetails } from './details';
import type { ActivityCancellation, WeeklyHours } from '../types';
import { weekdayOf } from '../booking/visit-date';

// Free cancellation as GetYourGuide words it: "Cancel up to 24 hours in advance for a full refund". The hours are a
// per-activity policy (activities.free_cancellation_hours, null = non-refundable) fixed on the order when booked,
// counted back from the visit's start: the branch's opening time on the visit day, in Dubai (UTC+4, no DST).

export const DEFAULT_FREE_CANCELLATION_HOURS = 24;
const DUBAI_OFFSET_MIN = 4 * 60;

/** When a visit on `date` starts: the branch's first opening that day (midnight if it has none), as an instant. */
export function visitStartsAt(date: string, hours: WeeklyHours | null): Date {
  const intervals = hours?.[String(weekdayOf(date))] ?? [];
  const openMin = intervals.length > 0 ? Math.min(...intervals.map(([open]) => open)) : 0;
  return new Date(Date.parse(`${date}T00:00:00Z`) + (openMin - DUBAI_OFFSET_MIN) * 60_000);
}

export function policyHours(details: ActivityOrderDetails): number | null {
  return details.free_cancellation_hours === undefined
    ? DEFAULT_FREE_CANCELLATION_HOURS
    : details.free_cancellation_hours;
}

export function startsAtOf(details: ActivityOrderDetails): Date {
  return details.visit_starts_at ? new Date(details.visit_starts_at) : visitStartsAt(details.visit_date, null);
}

/** The order's terms at `now`: whether it may be cancelled and what that refunds (the whole price, or nothing). */
export function cancellationTerms(
  order: OrderRow,
  details: ActivityOrderDetails,
  ticket: ActivityTicketRow | null,
  now: Date,
): ActivityCancellation {
  const hours = policyHours(details);
  const startsAt = startsAtOf(details);
  const freeUntil = hours === null ? null : new Date(startsAt.getTime() - hours * 3_600_000);
  const base = {
    free_cancellation_hours: hours,
    visit_starts_at: startsAt.toISOString(),
    free_until: freeUntil?.toISOString() ?? null,
  };
  const refuse = (reason: ActivityCancellation['reason'], refund = 0): ActivityCancellation => ({
    ...base,
    cancellable: false,
    reason,
    refund_minor: refund,
  });
  if (order.status === 'cancelled') return refuse('cancelled', order.refundMinor ?? 0);
  if (order.status !== 'confirmed') return refuse('not_confirmed');
  if (ticket?.status === 'redeemed') return refuse('redeemed');
  if (freeUntil === null) return refuse('non_refundable');
  // The deadline itself is the last free moment.
  if (now.getTime() > freeUntil.getTime()) return refuse('deadline_passed');
  return { ...base, cancellable: true, reason: null, refund_minor: order.amountMinor };
}
