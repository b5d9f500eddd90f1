// The demo activity catalog (api/src/db/seed/data/activities.json) in the planner's shapes, ids by position,
// as the plans service maps the database rows (main category first, venue groups and audience as stored).
import { allActivities } from '../../src/modules/activities/catalog/catalog';
import type { PlannerActivity } from '../../src/modules/plans/planner/types';

export const demoCatalog: PlannerActivity[] = allActivities.map((a, i) => ({
  id: i + 1,
  name: a.name,
  categories: [...new Set([a.mainCategory, ...a.categories])],
  durationMin: a.durationMin,
  kidFriendly: a.kidFriendly,
  ...(a.minAge !== undefined ? { minAge: a.minAge } : {}),
  ...(a.venueGroups ? { venueGroups: a.venueGroups } : {}),
  ...(a.audience ? { audience: a.audience } : {}),
  prices: a.prices,
  rating: a.rating,
  popularity: 100,
  branches: a.branches.map((b, j) => ({ id: (i + 1) * 10 + j, lat: b.lat, lng: b.lng, hours: b.hours })),
}));
