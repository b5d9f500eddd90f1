import { renderMessage } from '../../lib/error-codes';
// Ids, messages and fixed choices of the plans domain.
import type { GeoPoint } from './planner/types';

/** The opaque-id kind of /plan?pid=… links; the social and notification modules mint the same kind. */
export const PLAN_KIND = 'plan';
export const PLAN_ITEM_KIND = 'plan-item';
/** Minted by the activities module; plans hand them out so the client can link and add activities. */
export const ACTIVITY_KIND = 'activity';
export const BRANCH_KIND = 'activity-branch';

export const PLAN_NOT_FOUND = renderMessage('plan_not_found');
export const ITEM_NOT_FOUND = renderMessage('plan_item_not_found');
export const ACTIVITY_NOT_FOUND = renderMessage('activity_not_found');
export const NOT_YOUR_PLAN = renderMessage('not_your_plan');

/** Most activities on one day of an own plan (the generator's packed pace places at most 5). */
export const MAX_ITEMS_PER_DAY = 12;
export const MAX_FREE_SLOTS = 20;
export const MAX_MUST_SEE = 10;
/** Plans can be made up to a year ahead, like activity tickets. */
export const PLAN_WINDOW_DAYS = 365;
export const DEFAULT_DAY_START_MIN = 9 * 60;
export const DEFAULT_DAY_END_MIN = 21 * 60;

export interface Destination {
  slug: string;
  name: { en: string; ar: string };
  /** Where the days start and end: the travel times to the first and from the last activity are from here. */
  at: GeoPoint;
}

/** Where in Dubai the travellers stay (the destination step). The first is the default. */
export const DESTINATIONS: readonly [Destination, ...Destination[]] = [
  { slug: 'downtown', name: { en: 'Downtown Dubai', ar: 'وسط مدينة دبي' }, at: { lat: 25.1972, lng: 55.2744 } },
  { slug: 'marina', name: { en: 'Dubai Marina', ar: 'دبي مارينا' }, at: { lat: 25.0805, lng: 55.1403 } },
  {
    slug: 'old-dubai',
    name: { en: 'Old Dubai (Deira & Bur Dubai)', ar: 'دبي القديمة (ديرة وبر دبي)' },
    at: { lat: 25.2637, lng: 55.2972 },
  },
  { slug: 'jumeirah', name: { en: 'Jumeirah', ar: 'جميرا' }, at: { lat: 25.2048, lng: 55.242 } },
  { slug: 'palm', name: { en: 'Palm Jumeirah', ar: 'نخلة جميرا' }, at: { lat: 25.1124, lng: 55.139 } },
];

export const DESTINATION_SLUGS = DESTINATIONS.map((d) => d.slug) as [string, ...string[]];

export function destinationOf(slug: string): Destination {
  return DESTINATIONS.find((d) => d.slug === slug) ?? DESTINATIONS[0];
}
