// For own plans: where an activity the traveller adds to a day could go without creating a conflict.
import { type ConflictContext, type OwnPlanItem } from './conflicts';
import { parseDate, weekdayOf } from './dates';
import { DEFAULT_HOTEL, normaliseIntervals } from './instance';
import { earliestStart } from './schedule';
import { travelMinutes } from './travel';
import type { GeoPoint, PlannerActivity } from './types';

export interface SuggestedSlot {
  branchId: number;
  startMin: number;
  endMin: number;
}

/**
 * The earliest start (on the 5-minute grid) of `activity` on `date` that fits between the day's items:
 * open, clear of free time (travel included), reachable from the item before and leaving time to reach the
 * one after. Items whose activity or branch is unknown are ignored. Null when there is no such slot.
 */
export function suggestSlot(
  date: string,
  items: readonly OwnPlanItem[],
  activity: PlannerActivity,
  catalog: readonly PlannerActivity[],
  context: ConflictContext = {},
): SuggestedSlot | null {
  if (parseDate(date) === null || activity.durationMin <= 0) return null;
  const weekday = weekdayOf(date);
  const dayStart = context.dayStartMin ?? 0;
  const dayEnd = context.dayEndMin ?? 1440;
  const hotel = context.hotel ?? DEFAULT_HOTEL;
  // The routing server's times when the caller fetched them (as the planner and the plan page count), else the estimate.
  const travel = context.travel ?? travelMinutes;
  const withHotel = context.dayStartMin !== undefined && context.dayEndMin !== undefined;
  const free = normaliseIntervals(
    (context.freeTime ?? [])
      .filter((s) => s.date == null || s.date === date)
      .map((s) => [s.startMin, s.endMin] as const),
    0,
    1440,
  );
  const byId = new Map(catalog.map((a) => [a.id, a]));
  const placed = items
    .map((item) => {
      const a = byId.get(item.activityId);
      const b = a?.branches.find((x) => x.id === item.branchId);
      return a && b
        ? { at: b as GeoPoint, start: item.startMin, end: item.endMin ?? item.startMin + a.durationMin }
        : null;
    })
    .filter((x): x is { at: GeoPoint; start: number; end: number } => x !== null)
    .sort((x, y) => x.start - y.start);
  let best: SuggestedSlot | null = null;
  for (const branch of activity.branches) {
    const open = normaliseIntervals(branch.hours[weekday] ?? [], dayStart, dayEnd, activity.durationMin);
    for (let gap = 0; gap <= placed.length; gap++) {
      const prev = placed[gap - 1];
      const next = placed[gap];
      const from = prev ? prev.at : withHotel ? hotel : null;
      const ready = prev ? prev.end : dayStart;
      const s = earliestStart(ready, from ? travel(from, branch) : 0, activity.durationMin, open, free);
      if (s < 0) continue;
      const end = s + activity.durationMin;
      const to = next ? next.at : withHotel ? hotel : null;
      const limit = next ? next.start : dayEnd;
      if (end + (to ? travel(branch, to) : 0) > limit) continue;
      if (!best || s < best.startMin) best = { branchId: branch.id, startMin: s, endMin: end };
      break; // later gaps of this branch only start later
    }
  }
  return best;
}
