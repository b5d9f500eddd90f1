// Travel time between two points in Dubai, in whole minutes, as the planner counts it: on foot when that is
// quicker, else by car or taxi plus DRIVE_OVERHEAD_MIN to hail, park and walk in. The driving time is the
// built-in estimate (providers/routing/estimate.ts: great-circle × 1.3 at Dubai speeds) unless a routing
// server's table was fetched for the plan (travelFromTable), which then answers the pairs it knows.
import {
  CITY_ROAD_KM,
  DRIVE_KMH,
  DRIVE_OVERHEAD_MIN,
  estimatedDriveMinutes,
  estimatedWalkMinutes,
  HIGHWAY_KMH,
  ROAD_FACTOR,
  WALK_KMH,
} from '../../../providers/routing/estimate';
import type { TravelTable } from '../../../providers/routing/types';
import type { GeoPoint } from './types';

export { CITY_ROAD_KM, DRIVE_KMH, DRIVE_OVERHEAD_MIN, HIGHWAY_KMH, ROAD_FACTOR, WALK_KMH };

export type TravelMode = 'walk' | 'drive';

/** Minutes of travel between two points, whole, as the planner and the plan page count them. */
export type TravelFn = (a: GeoPoint, b: GeoPoint) => number;

/** Driving minutes (unrounded, without the overhead) when a routing table knows the pair. */
export type DriveLookup = (a: GeoPoint, b: GeoPoint) => number | undefined;

function legMinutes(a: GeoPoint, b: GeoPoint, drive?: DriveLookup): { walk: number; drive: number } {
  return {
    walk: estimatedWalkMinutes(a, b),
    drive: (drive?.(a, b) ?? estimatedDriveMinutes(a, b)) + DRIVE_OVERHEAD_MIN,
  };
}

function minutesOf(a: GeoPoint, b: GeoPoint, drive?: DriveLookup): number {
  const leg = legMinutes(a, b, drive);
  // A tiny epsilon keeps float noise (e.g. 12.000000001) from adding a minute.
  return Math.max(0, Math.ceil(Math.min(leg.walk, leg.drive) - 1e-9));
}

export function travelMinutes(a: GeoPoint, b: GeoPoint): number {
  if (a.lat === b.lat && a.lng === b.lng) return 0;
  return minutesOf(a, b);
}

/** How travelMinutes gets from a to b: on foot when that is quicker, else by car or taxi. */
export function travelMode(a: GeoPoint, b: GeoPoint, drive?: DriveLookup): TravelMode {
  const { walk, drive: car } = legMinutes(a, b, drive);
  return walk <= car ? 'walk' : 'drive';
}

const pointKey = (p: GeoPoint) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * The driving minutes of a routing table over `points` (null where the server had no route), for the pairs
 * it holds; other pairs fall back to the estimate.
 */
export function driveLookupFromTable(points: readonly GeoPoint[], table: TravelTable): DriveLookup {
  const index = new Map<string, number>();
  points.forEach((p, i) => index.set(pointKey(p), i));
  return (a, b) => {
    const i = index.get(pointKey(a));
    const j = index.get(pointKey(b));
    if (i === undefined || j === undefined) return undefined;
    const seconds = table.legs[i]?.[j]?.seconds;
    return seconds === undefined || !Number.isFinite(seconds) ? undefined : seconds / 60;
  };
}

/** travelMinutes with the driving times of a routing table where it has them. */
export function travelWith(drive: DriveLookup | undefined): TravelFn {
  if (!drive) return travelMinutes;
  return (a, b) => (a.lat === b.lat && a.lng === b.lng ? 0 : minutesOf(a, b, drive));
}

/**
 * Lazily filled travel-time matrix over a fixed list of points (the planner asks the same pairs many times).
 * `get` is the planner's hottest call: it reads with `!`, since i and j are node ids below `size` (instance.ts).
 * With a routing table the matrix may be asymmetric (one-way streets), so each direction is asked for.
 */
export class TravelMatrix {
  private readonly cache: Int32Array;
  private readonly symmetric: boolean;

  constructor(
    private readonly points: readonly GeoPoint[],
    private readonly travel: TravelFn = travelMinutes,
  ) {
    this.cache = new Int32Array(points.length * points.length).fill(-1);
    this.symmetric = travel === travelMinutes;
  }

  get size(): number {
    return this.points.length;
  }

  get(i: number, j: number): number {
    if (i === j) return 0;
    const k = i * this.points.length + j;
    let v = this.cache[k]!;
    if (v < 0) {
      v = this.travel(this.points[i]!, this.points[j]!);
      this.cache[k] = v;
      if (this.symmetric) this.cache[j * this.points.length + i] = v;
    }
    return v;
  }
}
