import { allActivities } from './catalog';
import { generateLargeCatalog } from './generate-large';
import { MAIN_CATEGORY_SLUGS } from './types';
import { validateCatalog } from './validate';

describe('generateLargeCatalog', () => {
  // Built once: the assertions below all read the same 10 000 activities.
  const large = generateLargeCatalog(10_000, 2026);

  it('produces exactly n activities that pass every catalog rule', () => {
    expect(large).toHaveLength(10_000);
    expect(validateCatalog(large)).toEqual([]);
  });

  it('is deterministic for the same seed and differs for another seed', () => {
    // A fingerprint of every random choice keeps this fast; a deep toEqual over 10 000 objects takes seconds.
    const fingerprint = (list: typeof large) =>
      list
        .map((a) =>
          [
            a.slug,
            a.prices.adultMinor,
            a.prices.childMinor,
            a.rating,
            a.image.hue,
            a.categories.join(),
            ...a.branches.map((b) => `${b.lat},${b.lng}`),
          ].join('|'),
        )
        .join('\n');
    expect(fingerprint(generateLargeCatalog(10_000, 2026))).toBe(fingerprint(large));
    expect(generateLargeCatalog(300, 2026)).toEqual(large.slice(0, 300));
    const other = generateLargeCatalog(200, 2027);
    expect(other.map((a) => a.name.en)).not.toEqual(large.slice(0, 200).map((a) => a.name.en));
  });

  it('spreads activities evenly over the main categories and has multi-branch ones', () => {
    for (const slug of MAIN_CATEGORY_SLUGS) {
      const count = large.filter((a) => a.mainCategory === slug).length;
      expect(count).toBeGreaterThanOrEqual(1111);
      expect(count).toBeLessThanOrEqual(1112);
    }
    expect(large.some((a) => a.branches.length === 2)).toBe(true);
    expect(large.some((a) => a.branches.length === 3)).toBe(true);
  });

  it('never reuses a slug of the hand-written catalog', () => {
    const handWritten = new Set(allActivities.map((a) => a.slug));
    expect(large.filter((a) => handWritten.has(a.slug))).toEqual([]);
  });

  it('handles n = 0 and rejects a bad n', () => {
    expect(generateLargeCatalog(0, 1)).toEqual([]);
    expect(() => generateLargeCatalog(-1, 1)).toThrow(RangeError);
    expect(() => generateLargeCatalog(1.5, 1)).toThrow(RangeError);
  });
});
