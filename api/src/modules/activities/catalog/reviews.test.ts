import { allActivities, findActivity } from './catalog';
import { CATALOG_REFERENCE_DATE, generateReviews } from './reviews';
import type { CatalogActivity } from './types';
import { hasArabic } from './validate';

const EIGHTEEN_MONTHS_MS = 548 * 86_400_000;
const frame = findActivity('dubai-frame') as CatalogActivity;

describe('generateReviews', () => {
  it('is deterministic for the same activity and seed', () => {
    expect(generateReviews(frame, 7)).toEqual(generateReviews(frame, 7));
  });

  it('changes with the seed and with the activity', () => {
    const a = JSON.stringify(generateReviews(frame, 7));
    expect(JSON.stringify(generateReviews(frame, 8))).not.toBe(a);
    expect(JSON.stringify(generateReviews(findActivity('global-village') as CatalogActivity, 7))).not.toBe(a);
  });

  it('gives 3–8 reviews with whole-star ratings and distinct authors', () => {
    const sizes = new Set<number>();
    for (const activity of allActivities) {
      const reviews = generateReviews(activity, 1);
      sizes.add(reviews.length);
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(reviews.length).toBeLessThanOrEqual(8);
      for (const r of reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      }
      expect(new Set(reviews.map((r) => r.authorName.split(' ')[0])).size).toBe(reviews.length);
    }
    expect(sizes.size).toBeGreaterThan(3);
  });

  it('averages within half a star of the activity rating', () => {
    for (const activity of allActivities) {
      for (const seed of [1, 2, 3]) {
        const reviews = generateReviews(activity, seed);
        const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
        expect(Math.abs(mean - activity.rating)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('spreads ratings instead of repeating the same star count everywhere', () => {
    const spreads = allActivities.map((a) => new Set(generateReviews(a, 3).map((r) => r.rating)).size);
    expect(spreads.filter((n) => n >= 2).length).toBeGreaterThan(allActivities.length / 2);
  });

  it('writes text in English and Arabic that matches the stars', () => {
    const all = allActivities.flatMap((a) => generateReviews(a, 5));
    for (const r of all) {
      expect(r.text.en.length).toBeGreaterThan(20);
      expect(hasArabic(r.text.ar)).toBe(true);
      expect(hasArabic(r.text.en)).toBe(false);
    }
    const texts = new Set(all.map((r) => r.text.en));
    expect(texts.size).toBeGreaterThan(all.length / 2);
    const low = all.filter((r) => r.rating <= 2);
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((r) => !/Highly recommended|Five stars/.test(r.text.en))).toBe(true);
  });

  it('dates reviews within the 18 months before the reference date, newest first', () => {
    for (const activity of allActivities.slice(0, 30)) {
      const reviews = generateReviews(activity, 9);
      const times = reviews.map((r) => Date.parse(r.createdAt));
      for (const [i, t] of times.entries()) {
        expect(new Date(t).toISOString()).toBe(reviews[i]!.createdAt);
        expect(t).toBeLessThanOrEqual(CATALOG_REFERENCE_DATE.getTime());
        expect(t).toBeGreaterThan(CATALOG_REFERENCE_DATE.getTime() - EIGHTEEN_MONTHS_MS);
      }
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it('dates relative to a given "now"', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    for (const r of generateReviews(frame, 7, now)) {
      expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(r.createdAt)).toBeGreaterThan(now.getTime() - EIGHTEEN_MONTHS_MS);
    }
  });
});
