import { allActivities, findActivity } from './catalog';
import { daily } from './data-helpers';
import { nearestBranchDistanceKm, relatedActivities } from './related';
import type { CatalogActivity, MainCategorySlug } from './types';

function stub(
  slug: string,
  mainCategory: MainCategorySlug,
  categories: string[],
  lat: number,
  lng: number,
): CatalogActivity {
  const branch = { name: { en: slug, ar: 'فرع' }, area: 'Test', lat, lng, hours: daily('10:00-18:00') };
  return {
    ...(findActivity('dubai-frame') as CatalogActivity),
    slug,
    mainCategory,
    categories,
    branches: [branch],
  };
}

describe('nearestBranchDistanceKm', () => {
  it('puts Burj Khalifa about 5 km from Dubai Frame', () => {
    const burj = findActivity('burj-khalifa-at-the-top') as CatalogActivity;
    const frame = findActivity('dubai-frame') as CatalogActivity;
    const km = nearestBranchDistanceKm(burj.branches, frame.branches);
    expect(km).toBeGreaterThan(4);
    expect(km).toBeLessThan(6);
  });
});

describe('relatedActivities', () => {
  it('never includes the activity itself and respects the limit', () => {
    for (const activity of allActivities) {
      const related = relatedActivities(allActivities, activity.slug);
      expect(related.length).toBeLessThanOrEqual(6);
      expect(related.map((a) => a.slug)).not.toContain(activity.slug);
    }
    expect(relatedActivities(allActivities, 'dubai-frame', 3)).toHaveLength(3);
    expect(relatedActivities(allActivities, 'dubai-frame', 0)).toEqual([]);
  });

  it('returns [] for an unknown slug', () => {
    expect(relatedActivities(allActivities, 'nope')).toEqual([]);
  });

  it('fills the list from the same main category first in the real catalog', () => {
    for (const activity of allActivities) {
      const related = relatedActivities(allActivities, activity.slug);
      expect(related).toHaveLength(6);
      expect(related.every((a) => a.mainCategory === activity.mainCategory)).toBe(true);
    }
  });

  it('ranks same main category, then shared tags, then distance', () => {
    const all = [
      stub('target', 'museums', ['culture', 'indoor'], 25.26, 55.3),
      stub('other-cat-two-tags-near', 'tours', ['culture', 'indoor'], 25.26, 55.3),
      stub('same-cat-no-tags-far', 'museums', ['science'], 24.8, 56.1),
      stub('same-cat-one-tag-far', 'museums', ['culture'], 25.0, 55.1),
      stub('same-cat-one-tag-near', 'museums', ['indoor'], 25.261, 55.301),
      stub('same-cat-two-tags-far', 'museums', ['indoor', 'culture'], 24.9, 55.6),
      stub('unrelated', 'adventure', ['thrill'], 25.26, 55.3),
    ];
    expect(relatedActivities(all, 'target').map((a) => a.slug)).toEqual([
      'same-cat-two-tags-far',
      'same-cat-one-tag-near',
      'same-cat-one-tag-far',
      'same-cat-no-tags-far',
      'other-cat-two-tags-near',
    ]);
  });

  it('uses the nearest branch of a chain when measuring distance', () => {
    const chain = stub('chain', 'dining', ['food'], 24.8, 56.1);
    chain.branches = [...chain.branches, { ...chain.branches[0]!, lat: 25.2601, lng: 55.3001 }];
    const all = [
      stub('target', 'dining', ['food'], 25.26, 55.3),
      stub('single-mid', 'dining', ['food'], 25.1, 55.2),
      chain,
    ];
    expect(relatedActivities(all, 'target').map((a) => a.slug)).toEqual(['chain', 'single-mid']);
  });
});
