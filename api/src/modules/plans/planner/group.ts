// Who travels decides what a ticket costs and which activities are suitable at all.
import type { PlannerActivity, TravelGroup } from './types';

/** Lower bounds of the ticket age bands (child 3–11, teen 12–17, adult 18+). */
export const AGE_BANDS = { child: 3, teen: 12, adult: 18 } as const;

/** Tickets for the whole group, AED minor units. */
export function groupCostMinor(activity: Pick<PlannerActivity, 'prices'>, group: TravelGroup): number {
  const p = activity.prices;
  return group.adults * p.adultMinor + group.teens * p.teenMinor + group.children * p.childMinor;
}

/** Age of the youngest traveller, from the youngest band present (or the known child age). */
export function youngestAge(group: TravelGroup): number {
  if (group.children > 0) return group.youngestChildAge ?? AGE_BANDS.child;
  if (group.teens > 0) return AGE_BANDS.teen;
  return AGE_BANDS.adult;
}

/**
 * Children exclude activities not marked kid-friendly and adults-only ones; a children's venue (KidZania)
 * needs children in the group; anyone below minAge excludes the activity.
 */
export function isSuitableForGroup(
  activity: Pick<PlannerActivity, 'kidFriendly' | 'minAge' | 'audience'>,
  group: TravelGroup,
): boolean {
  if (group.children > 0 && (!activity.kidFriendly || activity.audience === 'adults')) return false;
  if (group.children === 0 && activity.audience === 'children') return false;
  return activity.minAge === undefined || activity.minAge <= youngestAge(group);
}
