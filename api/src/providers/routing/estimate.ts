// The built-in travel estimate, used when no routing server is configured and whenever one fails.
// Numbers (documented in api/bench/planner/README.md):
// - road distance = great-circle distance × 1.3 (typical detour factor of a city road grid);
// - by car or taxi at 35 km/h on average in Dubai traffic for the first 20 km of road, at 80 km/h on the
//   highway beyond (Hatta or the desert camps are not four hours away), plus 10 min to hail, park and walk in;
// - on foot at 4.8 km/h when that is quicker (short hops inside one district, e.g. Dubai Mall ↔ Burj Khalifa).
// Minutes are rounded up; the same point is 0 minutes away.
import { haversineKm } from '../../lib/geo';
import type { Leg, Route, RoutePoint, RoutingProvider, TravelTable } from './types';

export const ROAD_FACTOR = 1.3;
export const DRIVE_KMH = 35;
export const DRIVE_OVERHEAD_MIN = 10;
/** Road kilometres driven at city speed; the rest at highway speed. */
export const CITY_ROAD_KM = 20;
export const HIGHWAY_KMH = 80;
export const WALK_KMH = 4.8;

export function estimatedRoadKm(a: RoutePoint, b: RoutePoint): number {
  return haversineKm(a, b) * ROAD_FACTOR;
}

/** Minutes by car or taxi on the road, without the overhead of hailing and parking, unrounded. */
export function estimatedDriveMinutes(a: RoutePoint, b: RoutePoint): number {
  const roadKm = estimatedRoadKm(a, b);
  // Concave in the distance (the speed only goes up), so the triangle inequality still holds.
  return (Math.min(roadKm, CITY_ROAD_KM) / DRIVE_KMH + Math.max(0, roadKm - CITY_ROAD_KM) / HIGHWAY_KMH) * 60;
}

/** Minutes on foot, unrounded. */
export function estimatedWalkMinutes(a: RoutePoint, b: RoutePoint): number {
  return (estimatedRoadKm(a, b) / WALK_KMH) * 60;
}

export function estimatedLeg(a: RoutePoint, b: RoutePoint): Leg {
  return {
    seconds: Math.round(estimatedDriveMinutes(a, b) * 60),
    meters: Math.round(estimatedRoadKm(a, b) * 1000),
  };
}

export function estimatedTable(points: readonly RoutePoint[]): TravelTable {
  return { legs: points.map((a) => points.map((b) => estimatedLeg(a, b))), estimated: true };
}

export function estimatedRoute(points: readonly RoutePoint[]): Route {
  return {
    points: points.map((p) => [p.lat, p.lng]),
    legs: points.slice(1).map((b, i) => estimatedLeg(points[i] ?? b, b)),
    estimated: true,
  };
}

/** The offline provider: great-circle distance × 1.3 at Dubai speeds, straight lines on the map. */
export function createEstimateRouting(): RoutingProvider {
  return {
    name: 'estimate',
    table: async (points) => estimatedTable(points),
    route: async (points) => estimatedRoute(points),
  };
}
