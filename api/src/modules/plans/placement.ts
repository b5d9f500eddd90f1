// Where an added or moved activity goes on a day: the given time, else the earliest conflict-free slot
// (the planner's suggestSlot), else a fallback time that the plan page then flags as a conflict.
import type { PlanRow } from '../../db/schema';
import { invalid } from '../../lib/domain-error';
import type { ConflictContext, OwnPlanItem } from './planner/conflicts';
import { weekdayOf } from './planner/dates';
import { suggestSlot } from './planner/suggest-slot';
import type { TravelFn } from './planner/travel';
import type { FreeTimeSlot, PlannerActivity, PlannerBranch } from './planner/types';
import { hotelOf } from './presenter';

export interface Placement {
  branchId: number;
  startMin: number;
  endMin: number;
  /** 'given': the traveller's time; 'suggested': the earliest free slot; 'fallback': nothing fitted. */
  how: 'given' | 'suggested' | 'fallback';
}

export function conflictContext(plan: PlanRow): ConflictContext {
  return { freeTime: plan.freeTime, hotel: hotelOf(plan), dayStartMin: plan.dayStartMin, dayEndMin: plan.dayEndMin };
}

/** A branch open for the whole visit at that time, if any. */
function branchOpenAt(activity: PlannerActivity, date: string, start: number): PlannerBranch | undefined {
  const weekday = weekdayOf(date);
  const end = start + activity.durationMin;
  return activity.branches.find((b) => (b.hours[weekday] ?? []).some(([o, c]) => o <= start && end <= c));
}

export interface PlaceInput {
  plan: PlanRow;
  date: string;
  /** The other items of that day. */
  others: readonly OwnPlanItem[];
  activity: PlannerActivity;
  /** Every activity of `others` and `activity` itself. */
  catalog: readonly PlannerActivity[];
  startMin?: number;
  /** Only this branch (a branch the traveller chose, or the one a paid ticket is for). */
  branchId?: number;
  /** The time to use when nothing fits (a moved item keeps its time of day). */
  fallbackStartMin?: number;
  /** The owner's booked visits that day (bookings.ts): a suggested time keeps clear of them. */
  booked?: readonly FreeTimeSlot[];
  /** Travel minutes from the routing server (`placementTravel`); default: the built-in estimate. */
  travel?: TravelFn;
}

export function placeActivity(input: PlaceInput): Placement {
  const { activity, plan } = input;
  const branches =
    input.branchId === undefined ? activity.branches : activity.branches.filter((b) => b.id === input.branchId);
  const [firstBranch] = branches;
  if (!firstBranch) throw invalid('branch_required', { field: 'branch_id' });
  const candidate: PlannerActivity = { ...activity, branches };
  const duration = activity.durationMin;

  if (input.startMin !== undefined) {
    if (input.startMin + duration > 1440) throw invalid('ends_after_midnight', { field: 'start_min' });
    const branch = branchOpenAt(candidate, input.date, input.startMin) ?? firstBranch;
    return { branchId: branch.id, startMin: input.startMin, endMin: input.startMin + duration, how: 'given' };
  }
  const catalog = input.catalog.map((a) => (a.id === activity.id ? candidate : a));
  const context = conflictContext(plan);
  const slot = suggestSlot(input.date, input.others, candidate, catalog, {
    ...context,
    ...(input.travel ? { travel: input.travel } : {}),
    freeTime: [...(context.freeTime ?? []), ...(input.booked ?? [])],
  });
  if (slot) return { ...slot, how: 'suggested' };

  const lastEnd = input.others.reduce((m, i) => Math.max(m, i.endMin ?? i.startMin), plan.dayStartMin);
  const fallback =
    input.fallbackStartMin !== undefined
      ? { branchId: firstBranch.id, start: input.fallbackStartMin }
      : (whileOpen(candidate, input.date, lastEnd) ?? { branchId: firstBranch.id, start: lastEnd });
  // On the 5-minute grid and never past midnight; the conflict check will say what is wrong with it.
  const start = Math.max(0, Math.min(Math.ceil(fallback.start / 5) * 5, 1440 - duration));
  return { branchId: fallback.branchId, startMin: start, endMin: start + duration, how: 'fallback' };
}

/**
 * When nothing fits (too far to be back in time, the day is full): at least a time the activity is open,
 * after the day's last item if possible, so the one conflict left is the one that cannot be helped.
 * Undefined when no branch is open long enough that day.
 */
function whileOpen(
  activity: PlannerActivity,
  date: string,
  after: number,
): { branchId: number; start: number } | undefined {
  const weekday = weekdayOf(date);
  const d = activity.durationMin;
  const openings = activity.branches.flatMap((b) =>
    (b.hours[weekday] ?? []).filter(([o, c]) => c - o >= d).map(([o, c]) => ({ id: b.id, o, c })),
  );
  const later = openings
    .map((x) => ({ id: x.id, s: Math.ceil(Math.max(x.o, after) / 5) * 5, c: x.c }))
    .filter((x) => x.s + d <= x.c)
    .sort((a, b) => a.s - b.s)[0];
  if (later) return { branchId: later.id, start: later.s };
  const any = openings.sort((a, b) => a.o - b.o)[0];
  return any ? { branchId: any.id, start: any.o } : undefined;
}
