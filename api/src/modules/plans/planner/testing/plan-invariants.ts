// An independent check of everything a generated plan promises, written from the request and the raw
// catalog without the planner's internals, so the property tests do not grade the planner with its own code.
import { listDates, weekdayOf } from '../dates';
import { groupCostMinor, isSuitableForGroup } from '../group';
import { DEFAULT_HOTEL, PACE_CAPS } from '../instance';
import { activityKind, activityValue, MAX_SAME_KIND_PER_DAY } from '../scoring';
import { travelMinutes } from '../travel';
import type { Plan, PlannerActivity, PlanRequest } from '../types';

export function planViolations(plan: Plan, request: PlanRequest, catalog: readonly PlannerActivity[]): string[] {
  const out: string[] = [];
  const byId = new Map(catalog.map((a) => [a.id, a]));
  const hotel = request.hotel ?? DEFAULT_HOTEL;
  const dates = listDates(request.startDate, request.endDate);
  if (plan.days.map((d) => d.date).join() !== dates.join()) out.push('days do not match the trip dates');
  const used = new Set<number>();
  let cost = 0;
  let travel = 0;
  for (const day of plan.days) {
    const where = (i: number) => `${day.date} item ${i}`;
    if (day.items.length > PACE_CAPS[request.pace]) out.push(`${day.date}: more items than the pace allows`);
    const free = request.freeTime.filter((s) => s.date == null || s.date === day.date);
    let prevEnd = request.dayStartMin;
    let prevPoint = hotel;
    const kinds = new Map<string, number>();
    day.items.forEach((item, i) => {
      const a = byId.get(item.activityId);
      const b = a?.branches.find((x) => x.id === item.branchId);
      if (!a || !b) return void out.push(`${where(i)}: unknown activity or branch`);
      if (item.date !== day.date) out.push(`${where(i)}: date differs from its day`);
      if (used.has(a.id)) out.push(`${where(i)}: activity ${a.id} planned twice`);
      used.add(a.id);
      if (item.endMin - item.startMin !== a.durationMin) out.push(`${where(i)}: duration differs from the catalog`);
      const hours = b.hours[weekdayOf(day.date)] ?? [];
      if (!hours.some(([o, c]) => o <= item.startMin && item.endMin <= c))
        out.push(`${where(i)}: outside opening hours`);
      const t = travelMinutes(prevPoint, b);
      if (item.travelMinBefore !== t) out.push(`${where(i)}: travelMinBefore ${item.travelMinBefore} ≠ ${t}`);
      if (item.startMin - t < prevEnd) out.push(`${where(i)}: not reachable in time (or overlapping)`);
      for (const s of free) {
        if (s.startMin < item.endMin && item.startMin - t < s.endMin)
          out.push(`${where(i)}: activity or its travel in free time`);
      }
      if (!isSuitableForGroup(a, request.group)) out.push(`${where(i)}: not suitable for the group`);
      if (!request.mustSee?.includes(a.id)) {
        const kind = activityKind(a, activityValue(a, request).matched);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        if ((kinds.get(kind) ?? 0) > MAX_SAME_KIND_PER_DAY) out.push(`${where(i)}: too many of kind ${kind} that day`);
      }
      if (item.costMinor !== groupCostMinor(a, request.group)) out.push(`${where(i)}: wrong cost`);
      cost += item.costMinor;
      travel += t;
      prevEnd = item.endMin;
      prevPoint = b;
    });
    const back = day.items.length > 0 ? travelMinutes(prevPoint, hotel) : 0;
    if (day.returnTravelMin !== back) out.push(`${day.date}: returnTravelMin ${day.returnTravelMin} ≠ ${back}`);
    if (prevEnd + back > request.dayEndMin && day.items.length > 0) out.push(`${day.date}: back at the hotel too late`);
    travel += back;
  }
  if (plan.totalCostMinor !== cost) out.push('totalCostMinor is not the sum of the items');
  if (plan.totalTravelMin !== travel) out.push('totalTravelMin is not the sum of the legs');
  if (request.budgetMinor !== undefined && cost > request.budgetMinor) out.push('over budget');
  return out;
}
