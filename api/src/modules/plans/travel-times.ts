// Travel minutes for a plan from the routing provider: with a routing server configured, one table over the
// plan's points (cached per pair by the provider), else the built-in estimate without any request.
import type { RoutePoint, RoutingProvider } from '../../providers/routing';
import { driveLookupFromTable, travelMinutes, travelWith, type DriveLookup, type TravelFn } from './planner/travel';

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
