// The whole hand-written demo catalog (api/src/db/seed/data/activities.json), in main-category order.
// Slugs are the stable keys for seeding.
import { demoActivities } from '../../../db/seed/data';
import type { CatalogActivity } from './types';

export const allActivities: readonly CatalogActivity[] = demoActivities;

export function findActivity(slug: string): CatalogActivity | undefined {
  return allActivities.find((activity) => activity.slug === slug);
}
