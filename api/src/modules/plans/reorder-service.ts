// Reordering the activities of one day (drag and drop or the keyboard on the plan page): the day keeps its start,
// and each activity follows the one before it after the travel between them, on the 5-minute grid. Opening hours
// are not enforced here: what no longer fits comes back in the plan's `conflicts`, as after a move.
import { conflict, invalid } from '../../lib/domain-error';
import { decodePlanId, editablePlanForUpdate } from './access';
import { notifyPlanChanged } from './members/notify';
import { loadPlannerActivities } from './catalog';
import { PLAN_ITEM_KIND } from './constants';
import { travelMinutes, type TravelFn } from './planner/travel';
import { getPlanDetail, type ReadContext } from './read-service';
import { listDays, listItems, touchDays, touchPlan, updateItem } from './repository';
import { dayTravel } from './travel-times';
import type { PlanDetail } from './types';

export interface ReorderDayInput {
  pid: string;
  date: string;
  /** Every activity of the day, in the new order. */
  item_ids: string[];
  /** The day's `version` the page showed: another person's change since then answers 409 (nothing overwritten). */
  day_version?: number;
}

interface Timed {
  id: number;
  startMin: number;
  durationMin: number;
  at: { lat: number; lng: number } | null;
}

/**
 * The new times of a day's activities in the given order, starting when the day's first activity started; travel
 * as the plan counts it (the routing server's when configured, so the new times raise no "unreachable").
 */
export function retime(
  ordered: readonly Timed[],
  travelFn: TravelFn = travelMinutes,
): Array<{ id: number; startMin: number; endMin: number }> {
  const dayStart = Math.min(...ordered.map((i) => i.startMin));
  let previous: Timed | null = null;
  let clock = dayStart;
  return ordered.map((item) => {
    const travel = previous?.at && item.at ? travelFn(previous.at, item.at) : 0;
    const start = previous ? Math.ceil((clock + travel) / 5) * 5 : dayStart;
    // Never past midnight: a day reordered into a late end keeps its last activity ending at 24:00.
    const startMin = Math.min(start, 1440 - item.durationMin);
    previous = item;
    clock = startMin + item.durationMin;
    return { id: item.id, startMin, endMin: clock };
  });
}

export async function reorderPlanDay(ctx: ReadContext, userId: number, input: ReorderDayInput): Promise<PlanDetail> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const order = input.item_ids.map((id) => ctx.ids.decodeId(PLAN_ITEM_KIND, id));
  if (new Set(order).size !== order.length) throw invalid('plan_order_duplicate', { field: 'item_ids' });
  const travel = await dayTravel(ctx, { planId, userId, date: input.date });
  await ctx.db.transaction(async (tx) => {
    const plan = await editablePlanForUpdate(tx, planId, userId);
    const day = (await listDays(tx, planId)).find((d) => d.date === input.date);
    if (!day) throw invalid('plan_date_outside', { field: 'date' });
    if (input.day_version !== undefined && input.day_version !== day.version) throw conflict('plan_order_stale');
    const items = (await listItems(tx, planId)).filter((i) => i.planDayId === day.planDayId);
    // The page's list must be the day as it is now (another tab may have added or removed one meanwhile).
    const sameSet = items.length === order.length && items.every((i) => order.includes(i.planItemId));
    if (!sameSet) throw conflict('plan_order_stale');
    const catalog = await loadPlannerActivities(tx, [...new Set(items.map((i) => i.activityId))]);
    const timed = order.map((id): Timed => {
      const item = items.find((i) => i.planItemId === id);
      if (!item) throw conflict('plan_order_stale');
      const branch = catalog.find((a) => a.id === item.activityId)?.branches.find((b) => b.id === item.branchId);
      return {
        id,
        startMin: item.startMin,
        durationMin: item.endMin - item.startMin,
        at: branch ? { lat: branch.lat, lng: branch.lng } : null,
      };
    });
    for (const t of retime(timed, travel)) await updateItem(tx, t.id, { startMin: t.startMin, endMin: t.endMin });
    await touchPlan(tx, planId);
    await touchDays(tx, [day.planDayId]);
    await notifyPlanChanged(tx, plan, userId);
  });
  return getPlanDetail(ctx, planId, userId);
}
