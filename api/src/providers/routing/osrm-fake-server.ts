// A local server speaking the OSRM HTTP API (table and route services), for tests: durations of 1 minute per
// straight-line kilometre, distances in metres, and a route drawn through a bend between every two stops.
// `mode` makes it fail as real servers do: an HTTP 400 with an OSRM error code, a hang past the timeout.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm } from '../../lib/geo';

export type FakeOsrmMode = 'ok' | 'error-code' | 'hang' | 'no-route';

export interface FakeOsrm {
  url: string;
  mode: FakeOsrmMode;
  /** Paths (with query) of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

type LngLat = [number, number];

const parseCoords = (s: string): LngLat[] =>
  decodeURIComponent(s)
    .split(';')
    .map((pair) => pair.split(',').map(Number) as LngLat);

const km = (a: LngLat, b: LngLat) => haversineKm({ lat: a[1], lng: a[0] }, { lat: b[1], lng: b[0] });

export async function startFakeOsrm(): Promise<FakeOsrm> {
  const state: FakeOsrm = { url: '', mode: 'ok', requests: [], close: async () => undefined };
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    if (state.mode === 'error-code') return send(400, { code: 'InvalidQuery', message: 'Query string malformed' });
    const table = /^\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    const route = /^\/route\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (table?.[1]) {
      const coords = parseCoords(table[1]);
      const pick = (name: string) => url.searchParams.get(name)?.split(';').map(Number) ?? coords.map((_, i) => i);
      const sources = pick('sources');
      const destinations = pick('destinations');
      const cell = (f: (a: LngLat, b: LngLat) => number | null) =>
        sources.map((s) => destinations.map((d) => f(coords[s] as LngLat, coords[d] as LngLat)));
      return send(200, {
        code: 'Ok',
        durations: cell((a, b) => (state.mode === 'no-route' && a !== b ? null : Math.round(km(a, b) * 60))),
        distances: cell((a, b) => Math.round(km(a, b) * 1000)),
        sources: sources.map((s) => ({ location: coords[s] })),
        destinations: destinations.map((d) => ({ location: coords[d] })),
      });
    }
    if (route?.[1]) {
      if (state.mode === 'no-route') return send(400, { code: 'NoRoute', message: 'Impossible route between points' });
      const coords = parseCoords(route[1]);
      const line: LngLat[] = [];
      const legs = coords.slice(1).map((b, i) => {
        const a = coords[i] as LngLat;
        line.push(a, [a[0], b[1]]); // a bend: along one axis, then the other (roads are not straight)
        return { duration: Math.round(km(a, b) * 60), distance: Math.round(km(a, b) * 1000), steps: [], summary: '' };
      });
      line.push(coords[coords.length - 1] as LngLat);
      return send(200, {
        code: 'Ok',
        routes: [
          {
            geometry: { type: 'LineString', coordinates: line },
            legs,
            duration: legs.reduce((s, l) => s + l.duration, 0),
            distance: legs.reduce((s, l) => s + l.distance, 0),
          },
        ],
        waypoints: coords.map((c) => ({ location: c, name: '' })),
      });
    }
    return send(400, { code: 'InvalidUrl', message: 'URL string malformed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const end of hanging) end();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
