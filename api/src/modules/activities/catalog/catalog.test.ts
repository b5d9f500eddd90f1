import { allActivities, findActivity } from './catalog';
import { mainCategories } from './main-categories';
import { MAIN_CATEGORY_SLUGS, type CatalogActivity } from './types';
import { DUBAI_BOUNDS, hasArabic, validateActivity, validateCatalog } from './validate';

describe('demo activity catalog', () => {
  it('has at least 120 activities with unique kebab-case slugs', () => {
    expect(allActivities.length).toBeGreaterThanOrEqual(120);
    const slugs = allActivities.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has at least 10 activities in every main category', () => {
    const counts = MAIN_CATEGORY_SLUGS.map(
      (slug) => [slug, allActivities.filter((a) => a.mainCategory === slug).length] as const,
    );
    // Listing the short categories makes a failure say which one is short.
    expect(counts.filter(([, count]) => count < 10)).toEqual([]);
    expect(counts.reduce((sum, [, count]) => sum + count, 0)).toBe(allActivities.length);
  });

  it('passes every validation rule', () => {
    expect(validateCatalog(allActivities)).toEqual([]);
  });

  it('names, descriptions and highlights exist in en and ar, with Arabic letters in ar', () => {
    for (const a of allActivities) {
      for (const text of [a.name, a.description, ...a.branches.map((b) => b.name)]) {
        expect(text.en.trim().length).toBeGreaterThan(0);
        expect(hasArabic(text.ar)).toBe(true);
        expect(hasArabic(text.en)).toBe(false);
      }
      expect(a.highlights.ar).toHaveLength(a.highlights.en.length);
    }
  });

  it('places every branch inside Dubai, Hatta included', () => {
    const branches = allActivities.flatMap((a) => a.branches);
    for (const b of branches) {
      expect(b.lat).toBeGreaterThanOrEqual(DUBAI_BOUNDS.minLat);
      expect(b.lat).toBeLessThanOrEqual(DUBAI_BOUNDS.maxLat);
      expect(b.lng).toBeGreaterThanOrEqual(DUBAI_BOUNDS.minLng);
      expect(b.lng).toBeLessThanOrEqual(DUBAI_BOUNDS.maxLng);
    }
    expect(branches.some((b) => b.area === 'Hatta' && b.lng > 56)).toBe(true);
  });

  it('has well-formed opening hours for all seven weekdays', () => {
    for (const b of allActivities.flatMap((a) => a.branches)) {
      for (let day = 0; day <= 6; day += 1) {
        const intervals = b.hours[day as 0 | 1 | 2 | 3 | 4 | 5 | 6];
        expect(Array.isArray(intervals)).toBe(true);
        for (const [open, close] of intervals) {
          expect(Number.isInteger(open) && Number.isInteger(close)).toBe(true);
          expect(open).toBeGreaterThanOrEqual(0);
          expect(open).toBeLessThan(close);
          expect(close).toBeLessThanOrEqual(1440);
        }
      }
    }
  });

  it('prices are integer fils with child ≤ teen ≤ adult and a positive adult price', () => {
    for (const { prices } of allActivities) {
      expect(
        Number.isInteger(prices.adultMinor) &&
          Number.isInteger(prices.teenMinor) &&
          Number.isInteger(prices.childMinor),
      ).toBe(true);
      expect(prices.adultMinor).toBeGreaterThan(0);
      expect(prices.teenMinor).toBeLessThanOrEqual(prices.adultMinor);
      expect(prices.childMinor).toBeLessThanOrEqual(prices.teenMinor);
      expect(prices.childMinor).toBeGreaterThanOrEqual(0);
    }
    expect(allActivities.some((a) => a.prices.childMinor === 0)).toBe(true);
    expect(findActivity('burj-khalifa-at-the-top')?.prices).toEqual({
      adultMinor: 16900,
      teenMinor: 16900,
      childMinor: 12900,
    });
  });

  it('has activities with two and three branches so choosing a branch matters', () => {
    const counts = allActivities.map((a) => a.branches.length);
    expect(counts.filter((c) => c === 2).length).toBeGreaterThanOrEqual(5);
    expect(counts.filter((c) => c === 3).length).toBeGreaterThanOrEqual(3);
  });

  it('ratings are 3.5–5.0 with one decimal', () => {
    for (const { rating } of allActivities) {
      expect(rating).toBeGreaterThanOrEqual(3.5);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
    }
  });

  it('finds an activity by slug and returns undefined for an unknown one', () => {
    expect(findActivity('dubai-frame')?.name.ar).toBe('برواز دبي');
    expect(findActivity('no-such-thing')).toBeUndefined();
  });
});

describe('main categories', () => {
  it('lists the nine main categories once each, with en and ar names and an icon', () => {
    expect(mainCategories.map((c) => c.slug).sort()).toEqual([...MAIN_CATEGORY_SLUGS].sort());
    for (const c of mainCategories) {
      expect(c.name.en.length).toBeGreaterThan(0);
      expect(hasArabic(c.name.ar)).toBe(true);
      expect(c.icon).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(new Set(mainCategories.map((c) => c.sortOrder)).size).toBe(mainCategories.length);
  });
});

describe('validateActivity', () => {
  const good = (): CatalogActivity => structuredClone(findActivity('dubai-frame') as CatalogActivity);

  it('accepts a valid activity', () => {
    expect(validateActivity(good())).toEqual([]);
  });

  it.each<[string, (a: CatalogActivity) => void, RegExp]>([
    ['transliterated Arabic', (a) => (a.name.ar = 'Burwaz Dubai'), /name\.ar has no Arabic/],
    ['a branch outside Dubai', (a) => (a.branches[0]!.lat = 24.4), /outside Dubai/],
    [
      'hours closing before opening',
      (a) => (a.branches[0]!.hours = { ...a.branches[0]!.hours, 2: [[600, 540]] }),
      /weekday 2 has a bad interval/,
    ],
    [
      'hours past midnight',
      (a) => (a.branches[0]!.hours = { ...a.branches[0]!.hours, 5: [[1200, 1500]] }),
      /bad interval/,
    ],
    [
      'a child dearer than a teen',
      (a) => (a.prices = { adultMinor: 5000, teenMinor: 3000, childMinor: 4000 }),
      /child ≤ teen ≤ adult/,
    ],
    [
      'prices in AED instead of fils',
      (a) => (a.prices = { adultMinor: 50.5, teenMinor: 50, childMinor: 20 }),
      /integers/,
    ],
    ['a rating with two decimals', (a) => (a.rating = 4.25), /one decimal/],
    ['one-sentence description', (a) => (a.description.en = 'Just one sentence.'), /description\.en has 1 sentences/],
    ['mismatched highlights', (a) => a.highlights.ar.pop(), /differ in count/],
    ['a non-kebab slug', (a) => (a.slug = 'Dubai Frame'), /kebab/],
  ])('rejects %s', (_label, mutate, expected) => {
    const activity = good();
    mutate(activity);
    expect(validateActivity(activity).join('\n')).toMatch(expected);
  });

  it('reports duplicate slugs across a catalog', () => {
    expect(validateCatalog([good(), good()])).toEqual(['dubai-frame: duplicate slug']);
  });
});
