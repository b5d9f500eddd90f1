// The objective: interest first, then quality, and a price on every minute spent travelling.
// Plan score = Σ activityValue(item) − TRAVEL_PENALTY_PER_MIN × (all travel minutes, hotel legs included).
// Variety is a rule rather than a score: at most MAX_SAME_KIND_PER_DAY items of one kind a day (must-sees
// aside), where an item's kind is its first category that matches an interest, else its first category.
// Without it a traveller who likes water parks got five water parks a day; as a per-day rule it keeps
// scores additive and a long trip can still hold many of a loved kind.
import type { PlannerActivity, PlanRequest } from './types';

export const INTEREST_FIRST_MATCH = 100;
export const INTEREST_EXTRA_MATCH = 15;
/** What every activity gets when the travellers named no interests. */
export const INTEREST_NEUTRAL = 30;
export const RATING_WEIGHT = 8;
export const POPULARITY_WEIGHT = 4;
export const POPULARITY_CAP = 12;
export const MUST_SEE_BONUS = 150;
/** Half a point per minute: 30 minutes in a taxi cost about as much as one rating star is worth. */
export const TRAVEL_PENALTY_PER_MIN = 0.5;
export const MAX_SAME_KIND_PER_DAY = 2;
/**
 * Points per hour of the visit, up to TIME_CAP_MIN: the pace caps items, not hours, so three short visits
 * left 3–5 idle hours in a day. Over 324 sample days (api/bench/planner/gaps.ts) it cut the days with a gap
 * of 90+ minutes between visits from 80 to 57, with the same number of items matching the interests. At most
 * 24, far below a matching interest (100). (12 an hour cut them to 45 but put the search 6 % from the exact
 * optimum on some small instances, past the 5 % target.)
 */
export const TIME_WEIGHT_PER_HOUR = 6;
export const TIME_CAP_MIN = 240;

export function normaliseCategory(category: string): string {
  return category.trim().toLowerCase();
}

// The planner asks about the same interests list for every activity of the catalog.
const wantedCache = new WeakMap<readonly string[], Set<string>>();

/** The activity's categories that the travellers said they care about, in the activity's order. */
export function matchedInterests(
  activity: Pick<PlannerActivity, 'categories'>,
  interests: readonly string[],
): string[] {
  if (interests.length === 0) return [];
  let wanted = wantedCache.get(interests);
  if (!wanted) {
    wanted = new Set(interests.map(normaliseCategory));
    wantedCache.set(interests, wanted);
  }
  const out: string[] = [];
  for (const c of activity.categories) {
    const n = normaliseCategory(c);
    if (wanted.has(n) && !out.includes(n)) out.push(n);
  }
  return out;
}

export interface ValueBreakdown {
  interest: number;
  rating: number;
  popularity: number;
  mustSee: number;
  /** For the time the visit fills (TIME_WEIGHT_PER_HOUR). */
  time: number;
  total: number;
  matched: string[];
}

export function activityValue(
  activity: PlannerActivity,
  request: Pick<PlanRequest, 'interests' | 'mustSee'>,
): ValueBreakdown {
  const matched = matchedInterests(activity, request.interests);
  const interest =
    request.interests.length === 0
      ? INTEREST_NEUTRAL
      : matched.length === 0
        ? 0
        : INTEREST_FIRST_MATCH + INTEREST_EXTRA_MATCH * (Math.min(matched.length, 3) - 1);
  const rating = RATING_WEIGHT * Math.max(0, Math.min(5, activity.rating));
  const popularity =
    activity.popularity === undefined || activity.popularity <= 0
      ? 0
      : Math.min(POPULARITY_CAP, POPULARITY_WEIGHT * Math.log10(1 + activity.popularity));
  const mustSee = request.mustSee?.includes(activity.id) ? MUST_SEE_BONUS : 0;
  const time = (TIME_WEIGHT_PER_HOUR * Math.max(0, Math.min(activity.durationMin, TIME_CAP_MIN))) / 60;
  const total = interest + rating + popularity + mustSee + time;
  return { interest, rating, popularity, mustSee, time, total, matched };
}

/** An activity's kind for the variety rule: its first category matching an interest, else its first one. */
export function activityKind(activity: Pick<PlannerActivity, 'categories'>, matched: readonly string[]): string {
  const [first] = activity.categories;
  return matched[0] ?? (first !== undefined ? normaliseCategory(first) : '');
}

export function travelPenalty(travelMin: number): number {
  return TRAVEL_PENALTY_PER_MIN * travelMin;
}
