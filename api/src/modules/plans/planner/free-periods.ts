// Idle time in a day's schedule, shown on the plan as free time: a traveller should see "free 14:00–17:30"
// rather than wonder about an unexplained hole between two visits.
import type { OpeningInterval } from './types';

/** Idle stretches at least this long are shown (shorter ones are a coffee, not a plan). */
export const FREE_PERIOD_MIN = 90;

export interface ScheduledVisit {
  startMin: number;
  endMin: number;
  /** Minutes of travel to this visit from the hotel or the previous visit. */
  travelMinBefore: number;
}

/**
 * The stretches of [dayStartMin, dayEndMin] of at least `minLength` minutes in which the travellers are
 * neither at a visit nor on the way to one (or back to the hotel): before the first departure, between
 * visits (after the travel to the next), and after the return. An empty day is one long free period.
 */
export function freePeriods(
  visits: readonly ScheduledVisit[],
  dayStartMin: number,
  dayEndMin: number,
  returnTravelMin: number,
  minLength = FREE_PERIOD_MIN,
): OpeningInterval[] {
  const out: OpeningInterval[] = [];
  const add = (from: number, to: number) => {
    const a = Math.max(dayStartMin, from);
    const b = Math.min(dayEndMin, to);
    if (b - a >= minLength) out.push([a, b]);
  };
  const sorted = [...visits].sort((x, y) => x.startMin - y.startMin);
  let free = dayStartMin;
  for (const v of sorted) {
    add(free, v.startMin - v.travelMinBefore);
    free = Math.max(free, v.endMin);
  }
  add(sorted.length > 0 ? free + returnTravelMin : free, dayEndMin);
  return out;
}
