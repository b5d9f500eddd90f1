// The whole hand-written demo catalog, in main-category order. Slugs are the stable keys for seeding.
import { adventureActivities } from './activities-adventure';
import { attractionActivities } from './activities-attractions';
import { cruiseActivities } from './activities-cruises';
import { desertSafariActivities } from './activities-desert-safari';
import { diningActivities } from './activities-dining';
import { museumActivities } from './activities-museums';
import { themeParkActivities } from './activities-theme-parks';
import { tourActivities } from './activities-tours';
import { waterParkActivities } from './activities-water-parks';
import type { CatalogActivity } from './types';

export const allActivities: readonly CatalogActivity[] = [
  ...attractionActivities,
  ...desertSafariActivities,
  ...waterParkActivities,
  ...cruiseActivities,
  ...museumActivities,
  ...themeParkActivities,
  ...tourActivities,
  ...diningActivities,
  ...adventureActivities,
];

export function findActivity(slug: string): CatalogActivity | undefined {
  return allActivities.find((activity) => activity.slug === slug);
}
