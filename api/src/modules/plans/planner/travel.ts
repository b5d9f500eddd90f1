// Travel time between two points in Dubai, from straight-line distance.
// Numbers (documented in bench/planner/README.md):
// - road distance = great-circle distance × 1.3 (typical detour factor of a city road grid);
// - by car or taxi at 35 km/h on average in Dubai traffic for the first 20 km of road, at 80 km/h on the
//   highway beyond (Hatta or the desert camps are not four hours away), plus 10 min to hail, park and walk in;
// - on foot at 4.8 km/h when that is quicker (short hops inside one district, e.g. Dubai Mall ↔ Burj Khalifa).
// The result is rounded up to whole minutes; the same point is 0 minutes away.
import { haversineKm } from '../../../lib/geo';
import type { GeoPoint } from './types';

export const ROAD_FACTOR = 1.3;
export const DRIVE_KMH = 35;
export const DRIVE_OVERHEAD_MIN = 10;
/** Road kilometres driven at city speed; the rest at highway speed. */
export const CITY_ROAD_KM = 20;
export const HIGHWAY_KMH = 80;
export const WALK_KMH = 4.8;

/** Minutes on foot and by car or taxi, unrounded. */
function legMinutes(a: GeoPoint, b: GeoPoint): { walk: number; drive: number } {
  const roadKm = haversineKm(a, b) * ROAD_FACTOR;
  const walk = (roadKm / WALK_KMH) * 60;
  // Concave in the distance (the speed only goes up), so the triangle inequality still holds.
  const drive =
    (Math.min(roadKm, CITY_ROAD_KM) / DRIVE_KMH + Math.max(0, roadKm - CITY_ROAD_KM) / HIGHWAY_KMH) * 60 +
    DRIVE_OVERHEAD_MIN;
  return { walk, drive };
}

export function travelMinutes(a: GeoPoint, b: GeoPoint): number {
  const { walk, drive } = legMinutes(a, b);
  // A tiny epsilon keeps float noise (e.g. 12.000000001) from adding a minute.
  return Math.max(0, Math.ceil(Math.min(walk, drive) - 1e-9));
}

export type TravelMode = 'walk' | 'drive';

/** How travelMinutes gets from a to b: on foot when that is quicker, else by car or taxi. */
export function travelMode(a: GeoPoint, b: GeoPoint): TravelMode {
  const { walk, drive } = legMinutes(a, b);
  return walk <= drive ? 'walk' : 'drive';
}

/**
 * Lazily filled travel-time matrix over a fixed list of points (the planner asks the same pairs many times).
 * `get` is the planner's hottest call: it reads with `!`, since i and j are node ids below `size` (instance.ts).
 */
export class TravelMatrix {
  private readonly cache: Int32Array;

  constructor(private readonly points: readonly GeoPoint[]) {
    this.cache = new Int32Array(points.length * points.length).fill(-1);
  }

  get size(): number {
    return this.points.length;
  }

  get(i: number, j: number): number {
    if (i === j) return 0;
    const k = i * this.points.length + j;
    let v = this.cache[k]!;
    if (v < 0) {
      v = travelMinutes(this.points[i]!, this.points[j]!);
      this.cache[k] = v;
      this.cache[j * this.points.length + i] = v;
    }
    return v;
  }
}
