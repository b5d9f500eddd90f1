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
 * Travel minutes for placing an activity on a day by hand (suggestSlot): one table over the hotel and the branches
 * of the day's activities and the added one. Read before the edit's transaction, so a slow routing server never
 * holds the plan's lock; a pair it lacks (the day changed meanwhile) is estimated. Undefined: the estimate.
 */
export async function placementTravel(
  ctx: { db: Db; routing?: RoutingProvider },
  place: { planId: number; userId: number; date: string; activityId: number },
): Promise<TravelFn | undefined> {
  if (!ctx.routing || ctx.routing.name === 'estimate') return undefined;
  const plan = await findPlan(ctx.db, place.planId);
  // Not the caller's plan: the edit refuses it, so the server is asked nothing.
  if (!plan || plan.userId !== place.userId) return undefined;
  const day = (await listDays(ctx.db, place.planId)).find((d) => d.date === place.date);
  if (!day) return undefined;
  const others = (await listItems(ctx.db, place.planId)).filter((i) => i.planDayId === day.planDayId);
  const catalog = await loadPlannerActivities(ctx.db, [place.activityId, ...others.map((i) => i.activityId)]);
  const { travel } = await planTravel(ctx.routing, [hotelOf(plan), ...catalog.flatMap((a) => a.branches)]);
  return travel;
}
