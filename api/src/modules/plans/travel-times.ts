// Travel minutes for a plan from the routing provider: with a routing server configured, one table over the
// plan's points (cached per pair by the provider), else the built-in estimate without any request.
import type { Db } from '../../db/client';
import type { RoutePoint, RoutingProvider } from '../../providers/routing';
import { loadPlannerActivities } from './catalog';
import { driveLookupFromTable, travelMinutes, travelWith, type DriveLookup, type TravelFn } from './planner/travel';
import { hotelOf } from './presenter';
import { findPlan, listDays, listItems } from './repository';

export interface PlanTravel {
  travel: TravelFn;
  /** Driving times from the server, for the travel mode (walk or drive) of each leg. */
  drive?: DriveLookup;
  estimated: boolean;
}

export const ESTIMATED_TRAVEL: PlanTravel = { travel: travelMinutes, estimated: true };

export async function planTravel(
  routing: RoutingProvider | undefined,
  points: readonly RoutePoint[],
): Promise<PlanTravel> {
  if (!routing || routing.name === 'estimate' || points.length < 2) return ESTIMATED_TRAVEL;
  const unique = [...new Map(points.map((p) => [`${p.lat},${p.lng}`, p])).values()];
  const table = await routing.table(unique);
  const drive = driveLookupFromTable(unique, table);
  return { travel: travelWith(drive), drive, estimated: table.estimated };
}

/**
 * Travel minutes for changing a day by hand (suggestSlot when adding or moving an activity, the re-timing of a
 * reorder): one table over the hotel and the branches of the day's activities and of the one added. Read before the
 * edit's transaction, so a slow routing server never holds the plan's lock; a pair it lacks (the day changed
 * meanwhile) is estimated. Undefined: the estimate.
 */
export async function dayTravel(
  ctx: { db: Db; routing?: RoutingProvider },
  day: { planId: number; userId: number; date: string; activityId?: number },
): Promise<TravelFn | undefined> {
  if (!ctx.routing || ctx.routing.name === 'estimate') return undefined;
  const plan = await findPlan(ctx.db, day.planId);
  // Not the caller's plan: the edit refuses it, so the server is asked nothing.
  if (!plan || plan.userId !== day.userId) return undefined;
  const row = (await listDays(ctx.db, day.planId)).find((d) => d.date === day.date);
  if (!row) return undefined;
  const others = (await listItems(ctx.db, day.planId)).filter((i) => i.planDayId === row.planDayId);
  const ids = [...(day.activityId === undefined ? [] : [day.activityId]), ...others.map((i) => i.activityId)];
  const catalog = await loadPlannerActivities(ctx.db, ids);
  const { travel } = await planTravel(ctx.routing, [hotelOf(plan), ...catalog.flatMap((a) => a.branches)]);
  return travel;
}
