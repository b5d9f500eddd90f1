import fc from 'fast-check';
import {
  CITY_ROAD_KM,
  DRIVE_KMH,
  DRIVE_OVERHEAD_MIN,
  HIGHWAY_KMH,
  ROAD_FACTOR,
  TravelMatrix,
  travelMinutes,
  travelMode,
  WALK_KMH,
} from './travel';
import { haversineKm } from '../../../lib/geo';

const BURJ_KHALIFA = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796 };
const DUBAI_MARINA = { lat: 25.0805, lng: 55.1403 };
const DUBAI_CREEK = { lat: 25.2637, lng: 55.3112 };
const HATTA_DAM = { lat: 24.806, lng: 56.127 };

describe('travelMinutes', () => {
  it('is zero for the same place', () => {
    expect(travelMinutes(BURJ_KHALIFA, BURJ_KHALIFA)).toBe(0);
  });

  it('walks a short hop inside one district', () => {
    const roadKm = haversineKm(BURJ_KHALIFA, DUBAI_MALL) * ROAD_FACTOR;
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MALL)).toBe(Math.ceil((roadKm / WALK_KMH) * 60));
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MALL)).toBeLessThan(DRIVE_OVERHEAD_MIN);
    expect(travelMode(BURJ_KHALIFA, DUBAI_MALL)).toBe('walk');
  });

  it('drives across town at city speed with the fixed overhead', () => {
    const roadKm = haversineKm(BURJ_KHALIFA, DUBAI_CREEK) * ROAD_FACTOR;
    expect(roadKm).toBeLessThan(CITY_ROAD_KM);
    const expected = Math.ceil((roadKm / DRIVE_KMH) * 60 + DRIVE_OVERHEAD_MIN);
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_CREEK)).toBe(expected);
    expect(travelMode(BURJ_KHALIFA, DUBAI_CREEK)).toBe('drive');
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThan(30);
  });

  it('takes the highway beyond the first 20 km of road', () => {
    const roadKm = haversineKm(BURJ_KHALIFA, DUBAI_MARINA) * ROAD_FACTOR;
    const expected = Math.ceil(
      (CITY_ROAD_KM / DRIVE_KMH + (roadKm - CITY_ROAD_KM) / HIGHWAY_KMH) * 60 + DRIVE_OVERHEAD_MIN,
    );
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MARINA)).toBe(expected);
    expect(expected).toBeGreaterThan(40);
    expect(expected).toBeLessThan(55);
    // Hatta, about 95 km away as the crow flies: two hours, not four.
    const hatta = travelMinutes(BURJ_KHALIFA, HATTA_DAM);
    expect(hatta).toBeGreaterThan(100);
    expect(hatta).toBeLessThan(135);
  });

  // The emirate, Hatta included: walks, city drives and highway drives all meet in these triples.
  const point = fc.record({
    lat: fc.double({ min: 24.75, max: 25.4, noNaN: true }),
    lng: fc.double({ min: 55, max: 56.2, noNaN: true }),
  });
  const near = (p: { lat: number; lng: number }) =>
    fc
      .record({
        lat: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        lng: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
      })
      .map((d) => ({ lat: p.lat + d.lat, lng: p.lng + d.lng }));

  it('is symmetric and obeys the triangle inequality (the search relies on it)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(travelMinutes(a, b)).toBe(travelMinutes(b, a));
        expect(travelMinutes(a, c)).toBeLessThanOrEqual(travelMinutes(a, b) + travelMinutes(b, c));
      }),
      { numRuns: 500 },
    );
    // A short walk on either side of a long drive.
    fc.assert(
      fc.property(point, point, (a, c) =>
        fc.assert(
          fc.property(near(a), (b) => {
            expect(travelMinutes(a, c)).toBeLessThanOrEqual(travelMinutes(a, b) + travelMinutes(b, c));
            expect(travelMinutes(b, c)).toBeLessThanOrEqual(travelMinutes(b, a) + travelMinutes(a, c));
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 100 },
    );
  });
});

describe('TravelMatrix', () => {
  it('answers what travelMinutes answers, for every pair', () => {
    const points = [BURJ_KHALIFA, DUBAI_MALL, DUBAI_MARINA];
    const m = new TravelMatrix(points);
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) expect(m.get(i, j)).toBe(travelMinutes(points[i]!, points[j]!));
  });
});
