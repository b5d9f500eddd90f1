// "Related activities" for the detail page: same main category first, then shared tags, then nearest.
import type { CatalogActivity, CatalogBranch } from './types';

const EARTH_RADIUS_KM = 6371;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance between the closest pair of branches: a chain near you counts as near. */
export function nearestBranchDistanceKm(a: readonly CatalogBranch[], b: readonly CatalogBranch[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a) for (const y of b) best = Math.min(best, haversineKm(x.lat, x.lng, y.lat, y.lng));
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
