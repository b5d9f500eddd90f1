import { allActivities } from './catalog';
import { CATEGORY_POOLS } from './large-word-pools';
import { categoryLabel, knownCategorySlugs } from './category-labels';

describe('category labels', () => {
  it('names every tag of the demo and generated catalogs in English and Arabic', () => {
    const known = new Set(knownCategorySlugs());
    const tags = new Set([
      ...allActivities.flatMap((a) => a.categories),
      ...Object.values(CATEGORY_POOLS).flatMap((p) => p.tags),
    ]);
    expect([...tags].filter((t) => !known.has(t))).toEqual([]);
    for (const tag of tags) expect(categoryLabel(tag).ar).toMatch(/[\u0600-\u06ff]/);
  });

  it('falls back to the title-cased slug for an unknown tag', () => {
    expect(categoryLabel('hot-springs')).toEqual({ en: 'Hot springs', ar: 'Hot springs' });
  });
});
