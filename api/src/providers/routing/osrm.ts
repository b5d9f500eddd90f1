// A routing server speaking the OSRM HTTP API (OSRM itself, or a compatible service):
//   GET {base}/table/v1/driving/{lng,lat;…}?annotations=duration,distance[&sources=…&destinations=…]
//     → { code: "Ok", durations: number[][] (s, null = no route), distances: number[][] (m) }
//   GET {base}/route/v1/driving/{lng,lat;…}?overview=full&geometries=geojson
//     → { code: "Ok", routes: [{ geometry: { type: "LineString", coordinates: [lng, lat][] }, legs: [{ duration, distance }] }] }
// Every failure (timeout, network, HTTP error, a code other than "Ok", an unexpected shape) falls back to the
// built-in estimate, marked `estimated: true`; the traveller sees "estimated", never an error.
import { z } from 'zod';
import { estimatedLeg, estimatedRoute } from './estimate';
import { createMemoryPairCache, pairKey, type PairCache } from './pair-cache';
import type { Leg, Route, RoutePoint, RoutingProvider, TravelTable } from './types';

export interface OsrmConfig {
  /** e.g. http://127.0.0.1:5000 (no trailing path: /table/v1/… and /route/v1/… are appended). */
  baseUrl: string;
  /** Per request; default 3 s. */
  timeoutMs?: number;
  cache?: PairCache;
  /** Called when the server failed and the estimate stood in (logs, tests). */
  onFallback?: (why: string) => void;
}

/** Coordinates per table request (OSRM's default --max-table-size is 100; sources and targets each ≤ 50). */
export const TABLE_CHUNK = 50;
/** Waypoints per route request (a plan day has at most 5 stops and the hotel twice). */
const MAX_ROUTE_POINTS = 25;

const okCode = z.literal('Ok');
const matrix = z.array(z.array(z.number().nullable()));
const tableAnswer = z.object({ code: okCode, durations: matrix, distances: matrix.optional() });
const routeAnswer = z.object({
  code: okCode,
  routes: z
    .array(
      z.object({
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
        legs: z.array(z.object({ duration: z.number(), distance: z.number() })),
      }),
    )
    .min(1),
});

class RoutingFailure extends Error {}

const coords = (points: readonly RoutePoint[]) =>
  points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');

export function createOsrmRouting(config: OsrmConfig): RoutingProvider & { close(): Promise<void> } {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 3_000;
  const cache = config.cache ?? createMemoryPairCache();

  async function getJson(path: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error of this realm).
      const name = (error as { name?: unknown } | null)?.name;
      throw new RoutingFailure(name === 'TimeoutError' ? 'timeout' : 'network');
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new RoutingFailure(res.ok ? 'invalid-json' : `http-${res.status}`);
    }
    // OSRM answers errors with a 4xx and { code: "NoRoute" | "InvalidQuery" | … }.
    const code = (body as { code?: unknown } | null)?.code;
    if (!res.ok || code !== 'Ok')
      throw new RoutingFailure(typeof code === 'string' ? `code-${code}` : `http-${res.status}`);
    return body;
  }

  /** One block of the table: rows `from`, columns `to` (indexes into points). */
  async function tableBlock(points: readonly RoutePoint[], from: number[], to: number[]) {
    const chosen = [...new Set([...from, ...to])];
    const at = new Map(chosen.map((p, i) => [p, i]));
    const sources = from.map((i) => at.get(i)).join(';');
    const destinations = to.map((i) => at.get(i)).join(';');
    const path =
      `/table/v1/driving/${coords(chosen.map((i) => points[i] as RoutePoint))}` +
      `?annotations=duration,distance&sources=${sources}&destinations=${destinations}`;
    const parsed = tableAnswer.safeParse(await getJson(path));
    if (!parsed.success) throw new RoutingFailure('unexpected-shape');
    const { durations, distances } = parsed.data;
    const out: [number, number, Leg | null][] = [];
    from.forEach((i, r) =>
      to.forEach((j, c) => {
        const seconds = durations[r]?.[c];
        const meters = distances?.[r]?.[c];
        out.push([
          i,
          j,
          seconds == null
            ? null
            : { seconds, meters: meters ?? estimatedLeg(points[i] as RoutePoint, points[j] as RoutePoint).meters },
        ]);
      }),
    );
    return out;
  }

  async function table(points: readonly RoutePoint[]): Promise<TravelTable> {
    const n = points.length;
    const point = (i: number) => points[i] as RoutePoint;
    // cells[i * n + j]: the leg from point i to point j, once known.
    const cells = new Array<Leg | undefined>(n * n);
    const pairs: number[] = [];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (i === j) cells[i * n + j] = { seconds: 0, meters: 0 };
        else pairs.push(i * n + j);
      }
    const cached = await cache.getMany(pairs.map((k) => pairKey(point(Math.floor(k / n)), point(k % n))));
    const missingRows = new Set<number>();
    const missingCols = new Set<number>();
    pairs.forEach((k, c) => {
      const hit = cached[c];
      if (hit) cells[k] = hit;
      else {
        missingRows.add(Math.floor(k / n));
        missingCols.add(k % n);
      }
    });
    if (missingRows.size > 0) {
      const rows = [...missingRows].sort((a, b) => a - b);
      const cols = [...missingCols].sort((a, b) => a - b);
      const chunk = (xs: number[]) =>
        Array.from({ length: Math.ceil(xs.length / TABLE_CHUNK) }, (_, c) =>
          xs.slice(c * TABLE_CHUNK, (c + 1) * TABLE_CHUNK),
        );
      try {
        const blocks = await Promise.all(chunk(rows).flatMap((r) => chunk(cols).map((c) => tableBlock(points, r, c))));
        const fresh: [string, Leg][] = [];
        for (const [i, j, leg] of blocks.flat()) {
          if (!leg || cells[i * n + j]) continue;
          cells[i * n + j] = leg;
          fresh.push([pairKey(point(i), point(j)), leg]);
        }
        await cache.setMany(fresh);
      } catch (error) {
        config.onFallback?.(error instanceof RoutingFailure ? error.message : 'error');
      }
    }
    // Pairs the server did not answer (a failure, or no route between them): the estimate, never cached.
    let estimated = false;
    const legs = points.map((a, i) =>
      points.map((b, j) => {
        const known = cells[i * n + j];
        if (known) return known;
        estimated = true;
        return estimatedLeg(a, b);
      }),
    );
    return { legs, estimated };
  }

  async function route(points: readonly RoutePoint[]): Promise<Route> {
    if (points.length < 2) return { points: points.map((p) => [p.lat, p.lng]), legs: [], estimated: false };
    if (points.length > MAX_ROUTE_POINTS) return estimatedRoute(points);
    try {
      const parsed = routeAnswer.safeParse(
        await getJson(`/route/v1/driving/${coords(points)}?overview=full&geometries=geojson`),
      );
      if (!parsed.success) throw new RoutingFailure('unexpected-shape');
      const [best] = parsed.data.routes;
      if (!best || best.legs.length !== points.length - 1) throw new RoutingFailure('unexpected-shape');
      const legs = best.legs.map((l) => ({ seconds: l.duration, meters: l.distance }));
      // The route's legs are travel times too: remember them for the planner and the plan page.
      await cache.setMany(
        legs.map((leg, i) => [pairKey(points[i] as RoutePoint, points[i + 1] as RoutePoint), leg] as const),
      );
      return { points: best.geometry.coordinates.map(([lng, lat]) => [lat, lng]), legs, estimated: false };
    } catch (error) {
      config.onFallback?.(error instanceof RoutingFailure ? error.message : 'error');
      return estimatedRoute(points);
    }
  }

  return { name: 'osrm', table, route, close: () => cache.close() };
}
