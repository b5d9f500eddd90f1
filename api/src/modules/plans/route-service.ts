// The road route of one plan day, for the day map: hotel → each stop in order → hotel, from the routing
// provider (OSRM-compatible server when configured), or straight lines with estimated legs.
import { invalid } from '../../lib/domain-error';
import type { RoutingProvider } from '../../providers/routing';
import { createEstimateRouting } from '../../providers/routing';
import { visiblePlan } from './access';
import { hotelOf } from './presenter';
import { listDays, listItemsWithActivities } from './repository';
import type { ReadContext } from './read-service';
import type { PlanDayRoute } from './types';

const estimate = createEstimateRouting();

export async function getDayRoute(
  ctx: ReadContext & { routing?: RoutingProvider },
  planId: number,
  date: string,
  viewerId: number | null,
): Promise<PlanDayRoute> {
  // The same rule as reading the plan: its owner, or anyone while it is shared; 404 otherwise.
  const plan = await visiblePlan(ctx.db, planId, viewerId);
  const days = await listDays(ctx.db, planId);
  const day = days.find((d) => d.date === date);
  if (!day) throw invalid('plan_date_outside', { field: 'date' });
  const items = (await listItemsWithActivities(ctx.db, planId)).filter((i) => i.item.planDayId === day.planDayId);
  if (items.length === 0) return { points: [], legs: [], estimated: false };
  const hotel = hotelOf(plan);
  const stops = [hotel, ...items.map((i) => ({ lat: i.branch.lat, lng: i.branch.lng })), hotel];
  const route = await (ctx.routing ?? estimate).route(stops);
  return {
    points: route.points,
    estimated: route.estimated,
    legs: route.legs.map((l) => ({ seconds: Math.round(l.seconds), meters: Math.round(l.meters) })),
  };
}
