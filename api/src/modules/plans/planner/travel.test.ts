import fc from 'fast-check';
import { DRIVE_KMH, DRIVE_OVERHEAD_MIN, haversineKm, ROAD_FACTOR, TravelMatrix, travelMinutes, WALK_KMH } from './travel';

const BURJ_KHALIFA = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796 };
const DUBAI_MARINA = { lat: 25.0805, lng: 55.1403 };

describe('haversineKm', () => {
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });

  it('puts Dubai Marina about 19 km from Burj Khalifa', () => {
    const km = haversineKm(BURJ_KHALIFA, DUBAI_MARINA);
    expect(km).toBeGreaterThan(18);
    expect(km).toBeLessThan(20);
  });
});

describe('travelMinutes', () => {
  it('is zero for the same place', () => {
    expect(travelMinutes(BURJ_KHALIFA, BURJ_KHALIFA)).toBe(0);
  });

  it('walks a short hop inside one district', () => {
    const roadKm = haversineKm(BURJ_KHALIFA, DUBAI_MALL) * ROAD_FACTOR;
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MALL)).toBe(Math.ceil((roadKm / WALK_KMH) * 60));
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MALL)).toBeLessThan(DRIVE_OVERHEAD_MIN);
  });

  it('drives across town with the fixed overhead', () => {
    const roadKm = haversineKm(BURJ_KHALIFA, DUBAI_MARINA) * ROAD_FACTOR;
    const expected = Math.ceil((roadKm / DRIVE_KMH) * 60 + DRIVE_OVERHEAD_MIN);
    expect(travelMinutes(BURJ_KHALIFA, DUBAI_MARINA)).toBe(expected);
    expect(expected).toBeGreaterThan(40);
    expect(expected).toBeLessThan(60);
  });

  const point = fc.record({ lat: fc.double({ min: 24.9, max: 25.4, noNaN: true }), lng: fc.double({ min: 55, max: 55.5, noNaN: true }) });

  it('is symmetric and obeys the triangle inequality (the search relies on it)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(travelMinutes(a, b)).toBe(travelMinutes(b, a));
        expect(travelMinutes(a, c)).toBeLessThanOrEqual(travelMinutes(a, b) + travelMinutes(b, c));
      }),
      { numRuns: 500 },
    );
  });
});

describe('TravelMatrix', () => {
  it('answers what travelMinutes answers, for every pair', () => {
    const points = [BURJ_KHALIFA, DUBAI_MALL, DUBAI_MARINA];
    const m = new TravelMatrix(points);
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) expect(m.get(i, j)).toBe(travelMinutes(points[i], points[j]));
  });
});
