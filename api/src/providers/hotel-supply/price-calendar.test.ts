import { addDays, weekdayOf } from './dates';
import { dubaiInventory } from './dubai-inventory';
import { nightlyAllotment, nightlyPriceMinor, seasonFactor, weekendFactor } from './price-calendar';

const hotels = dubaiInventory();

describe('price and availability calendar', () => {
  it('knows the weekday (Friday 20 March 2026)', () => {
    expect(weekdayOf('2026-03-20')).toBe(5);
    expect(weekdayOf('2024-02-29')).toBe(4);
    expect(weekdayOf('2000-01-01')).toBe(6);
  });

  it('charges more on Friday and Saturday nights than on the Thursday before', () => {
    for (const h of hotels.slice(0, 60)) {
      const rt = h.roomTypes[0];
      const thu = nightlyPriceMinor(h, rt!, '2026-03-19');
      expect(nightlyPriceMinor(h, rt!, '2026-03-20')).toBeGreaterThan(thu);
      expect(nightlyPriceMinor(h, rt!, '2026-03-21')).toBeGreaterThan(thu);
    }
    expect(weekendFactor('2026-03-22')).toBe(1);
  });

  it('follows the seasons: cheap in August, dear in February, dearest at New Year', () => {
    expect(seasonFactor('2026-08-10')).toBeLessThan(seasonFactor('2026-04-10'));
    expect(seasonFactor('2026-04-10')).toBeLessThan(seasonFactor('2026-02-10'));
    expect(seasonFactor('2026-02-10')).toBeLessThan(seasonFactor('2026-12-31'));
    for (const h of hotels.slice(0, 60)) {
      const rt = h.roomTypes[0];
      expect(nightlyPriceMinor(h, rt!, '2026-08-13')).toBeLessThan(nightlyPriceMinor(h, rt!, '2026-02-12'));
    }
  });

  it('prices in whole dirhams, the same on every call', () => {
    const h = hotels[7];
    for (let d = 0; d < 30; d++) {
      const night = addDays('2026-05-01', d);
      const p = nightlyPriceMinor(h!, h!.roomTypes[1]!, night);
      expect(p % 100).toBe(0);
      expect(p).toBeGreaterThan(0);
      expect(nightlyPriceMinor(h!, h!.roomTypes[1]!, night)).toBe(p);
    }
  });

  it('closes a few nights and leaves only one or two rooms on some', () => {
    const values: number[] = [];
    for (const h of hotels)
      for (const rt of h.roomTypes)
        for (let d = 0; d < 20; d++) values.push(nightlyAllotment(h, rt, addDays('2026-03-01', d)));
    const share = (pred: (n: number) => boolean) => values.filter(pred).length / values.length;
    expect(share((n) => n === 0)).toBeGreaterThan(0.01);
    expect(share((n) => n === 0)).toBeLessThan(0.06);
    expect(share((n) => n === 1 || n === 2)).toBeGreaterThan(0.12);
    expect(share((n) => n >= 3)).toBeGreaterThan(0.5);
    expect(Math.max(...values)).toBeLessThanOrEqual(12);
  });
});
