import { haversineKm } from './geo';

describe('haversineKm', () => {
  it('measures one degree of latitude as about 111.2 km, and a point as 0 km from itself', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
    expect(haversineKm({ lat: 25, lng: 55 }, { lat: 26, lng: 55 })).toBeCloseTo(111.19, 1);
    expect(haversineKm({ lat: 25.2, lng: 55.3 }, { lat: 25.2, lng: 55.3 })).toBe(0);
  });

  it('puts Dubai Marina about 19 km from Burj Khalifa', () => {
    const km = haversineKm({ lat: 25.1972, lng: 55.2744 }, { lat: 25.0805, lng: 55.1403 });
    expect(km).toBeGreaterThan(18);
    expect(km).toBeLessThan(20);
  });
});
