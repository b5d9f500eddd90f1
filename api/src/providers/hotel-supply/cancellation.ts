// Cancellation policies of built-in rates, in ETG's shape, and the penalty due at a given moment.
import { addDays, dubaiLocalToUtc, parseEtgDateTime, toEtgDateTime } from './dates';
import type { HotelCancellationTerms } from './inventory-types';
import type { CancellationPenalties } from './types';

/** Arrival time the penalties count to: check-in day, 14:00 Dubai time. */
const ARRIVAL_HOUR = 14;

/**
 * Flexible rate: free until `freeCancellationDays` before check-in (midnight Dubai time), then
 * `penaltyPercent` of the total until arrival, then the full total (no-show).
 * Non-refundable rate: the full total from the moment of booking.
 */
export function buildPenalties(
  terms: HotelCancellationTerms,
  checkin: string,
  totalMinor: number,
  nonRefundable: boolean,
): CancellationPenalties {
  if (nonRefundable || terms.freeCancellationDays === null) {
    return {
      policies: [{ start_at: null, end_at: null, amount_charge: totalMinor, amount_show: totalMinor }],
      free_cancellation_before: null,
    };
  }
  const deadline = toEtgDateTime(dubaiLocalToUtc(addDays(checkin, -terms.freeCancellationDays), 0));
  const arrival = toEtgDateTime(dubaiLocalToUtc(checkin, ARRIVAL_HOUR));
  // Whole fils, rounded up: the hotel never receives less than its stated share.
  const mid = Math.ceil((totalMinor * terms.penaltyPercent) / 100);
  return {
    policies: [
      { start_at: null, end_at: deadline, amount_charge: 0, amount_show: 0 },
      { start_at: deadline, end_at: arrival, amount_charge: mid, amount_show: mid },
      { start_at: arrival, end_at: null, amount_charge: totalMinor, amount_show: totalMinor },
    ],
    free_cancellation_before: deadline,
  };
}

/** The charge of the policy whose window holds `at`; windows are [start_at, end_at). */
export function penaltyAt(penalties: CancellationPenalties, at: Date): number {
  const t = at.getTime();
  for (const p of penalties.policies) {
    const startOk = p.start_at === null || parseEtgDateTime(p.start_at).getTime() <= t;
    const endOk = p.end_at === null || t < parseEtgDateTime(p.end_at).getTime();
    if (startOk && endOk) return p.amount_charge;
  }
  // A gap in the supplier's policies: charge the highest listed amount rather than nothing.
  return Math.max(0, ...penalties.policies.map((p) => p.amount_charge));
}
