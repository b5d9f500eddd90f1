// "Related activities" for the detail page: same main category first, then shared tags, then nearest.
import { haversineKm } from '../../../lib/geo';
import type { CatalogActivity, CatalogBranch } from './types';

/** Distance between the closest pair of branches: a chain near you counts as near. */
export function nearestBranchDistanceKm(a: readonly CatalogBranch[], b: readonly CatalogBranch[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a) for (const y of b) best = Math.min(best, haversineKm(x, y));
  return best;
}

interface Scored {
  activity: CatalogActivity;
  sameMain: number;
  shared: number;
  distanceKm: number;
}

/**
 * Up to `limit` activities that share the main category or at least one tag with `slug`, never itself.
 * Order: same main category first, then more shared tags, then nearer, then slug (stable ties).
 * Unknown slug → [].
 */
export function relatedActivities(all: readonly CatalogActivity[], slug: string, limit = 6): CatalogActivity[] {
  const target = all.find((activity) => activity.slug === slug);
  if (!target || limit <= 0) return [];
  const tags = new Set(target.categories);
  const scored: Scored[] = [];
  for (const activity of all) {
    if (activity.slug === slug) continue;
    const sameMain = activity.mainCategory === target.mainCategory ? 1 : 0;
    let shared = 0;
    for (const tag of activity.categories) if (tags.has(tag)) shared += 1;
    if (sameMain === 0 && shared === 0) continue;
    scored.push({
      activity,
      sameMain,
      shared,
      distanceKm: nearestBranchDistanceKm(target.branches, activity.branches),
    });
  }
  scored.sort(
    (a, b) =>
      b.sameMain - a.sameMain ||
      b.shared - a.shared ||
      a.distanceKm - b.distanceKm ||
      (a.activity.slug < b.activity.slug ? -1 : a.activity.slug > b.activity.slug ? 1 : 0),
  );
  return scored.slice(0, limit).map((s) => s.activity);
}
