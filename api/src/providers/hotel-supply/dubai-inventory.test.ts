import { distanceM } from './built-in-provider';
import { DUBAI_AREAS } from './dubai-areas';
import { countByArea, createDubaiInventory, dubaiInventory } from './dubai-inventory';

const hotels = dubaiInventory();

describe('Dubai demo inventory', () => {
  it('has at least 300 hotels, in every listed area', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(300);
    const counts = countByArea(hotels);
    expect(Object.keys(counts).sort()).toEqual([
      'airport',
      'al-barsha',
      'bur-dubai',
      'business-bay',
      'creek',
      'deira',
      'difc',
      'downtown',
      'dubai-marina',
      'jbr',
      'jlt',
      'jumeirah',
      'palm-jumeirah',
    ]);
    for (const area of DUBAI_AREAS) expect(counts[area.slug]).toBe(area.demoCount);
    expect(Math.min(...Object.values(counts))).toBeGreaterThanOrEqual(10);
  });

  it('is the same on every build, and another seed gives another city', () => {
    expect(createDubaiInventory()).toEqual(hotels);
    const other = createDubaiInventory('another-seed');
    expect(other.map((h) => h.name.en)).not.toEqual(hotels.map((h) => h.name.en));
  });

  it('gives unique ids, hids and names, with Arabic names in Arabic script', () => {
    for (const key of ['id', 'hid'] as const) expect(new Set(hotels.map((h) => h[key])).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.name.en)).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.name.ar)).size).toBe(hotels.length);
    for (const h of hotels) {
      expect(h.name.ar).toMatch(/^[\u0600-\u06FF\s\d]+$/);
      expect(h.name.en).toMatch(/^[A-Za-z&\s\d]+$/);
    }
  });

  it('places every hotel inside its own area', () => {
    for (const h of hotels) {
      const area = DUBAI_AREAS.find((a) => a.slug === h.area)!;
      const inside = area.anchors.some(
        (a) => distanceM(a.latitude, a.longitude, h.latitude, h.longitude) <= a.radiusM + 1,
      );
      expect({ id: h.id, inside }).toEqual({ id: h.id, inside: true });
    }
  });

  it('keeps stars, ratings and room data in range', () => {
    for (const h of hotels) {
      expect([2, 3, 4, 5]).toContain(h.stars);
      expect(h.rating).toBeGreaterThanOrEqual(6);
      expect(h.rating).toBeLessThanOrEqual(9.8);
      expect(Math.round(h.rating * 10)).toBeCloseTo(h.rating * 10, 6);
      expect(h.amenities.length).toBeGreaterThan(2);
      expect(h.imageCount).toBeGreaterThanOrEqual(4);
      expect(h.roomTypes.length).toBeGreaterThanOrEqual(2);
      for (const r of h.roomTypes) {
        expect(['double', 'twin', 'king', 'sofa']).toContain(r.bed);
        expect(r.maxOccupancy).toBeGreaterThanOrEqual(r.maxAdults);
        expect(r.basePriceMinor % 100).toBe(0);
        expect(r.meals.length).toBeGreaterThan(0);
      }
    }
  });

  it('covers every property type, bed, meal plan, and both refundable and non-refundable hotels', () => {
    expect(new Set(hotels.map((h) => h.propertyType))).toEqual(
      new Set(['hotel', 'apartment', 'resort', 'hostel', 'guesthouse', 'villa']),
    );
    expect(new Set(hotels.flatMap((h) => h.roomTypes.map((r) => r.bed)))).toEqual(
      new Set(['double', 'twin', 'king', 'sofa']),
    );
    expect(new Set(hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.meals)))).toEqual(
      new Set(['nomeal', 'breakfast', 'half-board', 'all-inclusive']),
    );
    const nonRefundable = hotels.filter((h) => h.cancellation.freeCancellationDays === null).length;
    expect(nonRefundable).toBeGreaterThan(10);
    expect(nonRefundable).toBeLessThan(hotels.length / 3);
  });

  it('prices by stars and area: five stars over two, the Palm over Deira', () => {
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const entry = (pred: (h: (typeof hotels)[number]) => boolean) =>
      avg(hotels.filter(pred).map((h) => h.roomTypes[0]!.basePriceMinor));
    expect(entry((h) => h.stars === 5)).toBeGreaterThan(3 * entry((h) => h.stars === 2));
    expect(entry((h) => h.area === 'palm-jumeirah')).toBeGreaterThan(entry((h) => h.area === 'deira'));
  });
});
