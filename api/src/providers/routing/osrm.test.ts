import { haversineKm } from '../../lib/geo';
import { estimatedLeg } from './estimate';
import { createOsrmRouting } from './osrm';
import { startFakeOsrm, type FakeOsrm } from './osrm-fake-server';
import { createMemoryPairCache } from './pair-cache';

const HOTEL = { lat: 25.1972, lng: 55.2744 };
const MARINA = { lat: 25.0805, lng: 55.1403 };
const CREEK = { lat: 25.2637, lng: 55.3112 };

describe('the OSRM-compatible routing adapter', () => {
  let server: FakeOsrm;
  beforeAll(async () => {
    server = await startFakeOsrm();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.mode = 'ok';
    server.requests = [];
  });

  it('reads travel times from /table/v1/driving and asks each pair only once (cached)', async () => {
    const fallbacks: string[] = [];
    const routing = createOsrmRouting({ baseUrl: server.url, onFallback: (why) => fallbacks.push(why) });
    const table = await routing.table([HOTEL, MARINA, CREEK]);
    expect(table.estimated).toBe(false);
    expect(table.legs[0]?.[0]).toEqual({ seconds: 0, meters: 0 });
    const km = haversineKm(HOTEL, MARINA);
    expect(table.legs[0]?.[1]).toEqual({ seconds: Math.round(km * 60), meters: Math.round(km * 1000) });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatch(
      /^\/table\/v1\/driving\/55\.274400,25\.197200;55\.140300,25\.080500;55\.311200,25\.263700\?annotations=duration,distance&sources=0;1;2&destinations=0;1;2$/,
    );
    // The same pairs again, in another order: from the cache, no request.
    const again = await routing.table([CREEK, HOTEL]);
    expect(again.legs[1]?.[0]).toEqual(table.legs[0]?.[2]);
    expect(server.requests).toHaveLength(1);
    expect(fallbacks).toEqual([]);
  });

  it('splits a large table into blocks of sources and destinations', async () => {
    const points = Array.from({ length: 70 }, (_, i) => ({ lat: 25 + i / 1000, lng: 55.2 + i / 1000 }));
    const routing = createOsrmRouting({ baseUrl: server.url });
    const table = await routing.table(points);
    expect(table.estimated).toBe(false);
    expect(server.requests).toHaveLength(4); // 2 row chunks × 2 column chunks
    expect(table.legs[69]?.[3]?.seconds).toBe(Math.round(haversineKm(points[69]!, points[3]!) * 60));
  });

  it('draws the road route from /route/v1/driving with GeoJSON geometry, one leg per stretch', async () => {
    const routing = createOsrmRouting({ baseUrl: server.url });
    const route = await routing.route([HOTEL, MARINA, HOTEL]);
    expect(route.estimated).toBe(false);
    expect(server.requests[0]).toMatch(/^\/route\/v1\/driving\/.+\?overview=full&geometries=geojson$/);
    // [lat, lng], with the bends the server drew between the stops.
    expect(route.points).toEqual([
      [HOTEL.lat, HOTEL.lng],
      [MARINA.lat, HOTEL.lng],
      [MARINA.lat, MARINA.lng],
      [HOTEL.lat, MARINA.lng],
      [HOTEL.lat, HOTEL.lng],
    ]);
    expect(route.legs).toHaveLength(2);
    expect(route.legs[0]?.meters).toBe(Math.round(haversineKm(HOTEL, MARINA) * 1000));
  });

  it('falls back to the estimate on an error code, marked estimated, and does not cache it', async () => {
    const fallbacks: string[] = [];
    const routing = createOsrmRouting({ baseUrl: server.url, onFallback: (why) => fallbacks.push(why) });
    server.mode = 'error-code';
    const table = await routing.table([HOTEL, MARINA]);
    expect(table).toEqual({
      legs: [
        [{ seconds: 0, meters: 0 }, estimatedLeg(HOTEL, MARINA)],
        [estimatedLeg(MARINA, HOTEL), { seconds: 0, meters: 0 }],
      ],
      estimated: true,
    });
    const route = await routing.route([HOTEL, MARINA]);
    expect(route).toEqual({
      points: [
        [HOTEL.lat, HOTEL.lng],
        [MARINA.lat, MARINA.lng],
      ],
      legs: [estimatedLeg(HOTEL, MARINA)],
      estimated: true,
    });
    expect(fallbacks).toEqual(['code-InvalidQuery', 'code-InvalidQuery']);
    // Once the server is back, the pair is asked again (the estimate was not remembered).
    server.mode = 'ok';
    expect((await routing.table([HOTEL, MARINA])).estimated).toBe(false);
  });

  it('falls back to the estimate when the server does not answer in time', async () => {
    const fallbacks: string[] = [];
    const routing = createOsrmRouting({
      baseUrl: server.url,
      timeoutMs: 150,
      onFallback: (why) => fallbacks.push(why),
    });
    server.mode = 'hang';
    const table = await routing.table([HOTEL, CREEK]);
    expect(table.estimated).toBe(true);
    expect(table.legs[0]?.[1]).toEqual(estimatedLeg(HOTEL, CREEK));
    const route = await routing.route([HOTEL, CREEK]);
    expect(route.estimated).toBe(true);
    expect(fallbacks).toEqual(['timeout', 'timeout']);
  });

  it('estimates only the pairs the server has no route for', async () => {
    server.mode = 'no-route';
    const routing = createOsrmRouting({ baseUrl: server.url, cache: createMemoryPairCache() });
    const table = await routing.table([HOTEL, MARINA]);
    expect(table.estimated).toBe(true);
    expect(table.legs[0]?.[1]).toEqual(estimatedLeg(HOTEL, MARINA));
  });

  it('falls back when nothing listens at the address', async () => {
    const routing = createOsrmRouting({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    expect((await routing.route([HOTEL, MARINA])).estimated).toBe(true);
  });
});
