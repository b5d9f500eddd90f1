import { allActivities } from './catalog';
import { areaAr, hasArabicArea } from './area-names';
import { AREAS } from './areas';
import { hasArabic } from './validate';

describe('Arabic area names', () => {
  it('names every area of the demo catalog and of the generated catalog in Arabic', () => {
    const areas = new Set([
      ...allActivities.flatMap((a) => a.branches.map((b) => b.area)),
      ...Object.values(AREAS).map((a) => a.name.en),
    ]);
    expect([...areas].filter((area) => !hasArabicArea(area))).toEqual([]);
    for (const area of areas) expect(hasArabic(areaAr(area))).toBe(true);
  });

  it('keeps an unknown area as it was written', () => {
    expect(areaAr('Somewhere New')).toBe('Somewhere New');
    expect(areaAr('Lahbab')).toBe('لهباب');
  });
});
