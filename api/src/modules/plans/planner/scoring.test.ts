import {
  activityValue,
  INTEREST_EXTRA_MATCH,
  INTEREST_FIRST_MATCH,
  INTEREST_NEUTRAL,
  matchedInterests,
  MUST_SEE_BONUS,
  RATING_WEIGHT,
  TIME_WEIGHT_PER_HOUR,
  activityKind,
} from './scoring';
import type { PlannerActivity } from './types';

const activity = (over: Partial<PlannerActivity> = {}): PlannerActivity => ({
  id: 7,
  name: { en: 'Dune bashing', ar: 'التطعيس' },
  categories: ['desert-safari', 'Adventure'],
  durationMin: 240,
  kidFriendly: true,
  prices: { adultMinor: 1, teenMinor: 1, childMinor: 1 },
  rating: 4.5,
  branches: [],
  ...over,
});

describe('activityValue', () => {
  it('rewards the first matching interest, then each further one', () => {
    const one = activityValue(activity(), { interests: ['desert-safari'] });
    const two = activityValue(activity(), { interests: ['desert-safari', 'adventure'] });
    expect(one.interest).toBe(INTEREST_FIRST_MATCH);
    expect(two.interest).toBe(INTEREST_FIRST_MATCH + INTEREST_EXTRA_MATCH);
    expect(two.matched).toEqual(['desert-safari', 'adventure']);
  });

  it('gives nothing for interest when none matches and a neutral amount when none was named', () => {
    expect(activityValue(activity(), { interests: ['museums'] }).interest).toBe(0);
    expect(activityValue(activity(), { interests: [] }).interest).toBe(INTEREST_NEUTRAL);
  });

  it('adds the rating, the must-see bonus and a capped popularity term', () => {
    const v = activityValue(activity({ popularity: 1e9 }), { interests: ['museums'], mustSee: [7] });
    expect(v.rating).toBe(4.5 * RATING_WEIGHT);
    expect(v.mustSee).toBe(MUST_SEE_BONUS);
    expect(v.popularity).toBe(12);
    expect(v.total).toBe(v.interest + v.rating + v.popularity + v.mustSee + v.time);
  });

  it('values the time a visit fills, up to four hours, never as much as a matching interest', () => {
    expect(activityValue(activity({ durationMin: 60 }), { interests: [] }).time).toBe(TIME_WEIGHT_PER_HOUR);
    expect(activityValue(activity({ durationMin: 240 }), { interests: [] }).time).toBe(4 * TIME_WEIGHT_PER_HOUR);
    expect(activityValue(activity({ durationMin: 600 }), { interests: [] }).time).toBe(4 * TIME_WEIGHT_PER_HOUR);
    expect(4 * TIME_WEIGHT_PER_HOUR).toBeLessThan(INTEREST_FIRST_MATCH);
  });

  it('matches categories without regard to case or spaces', () => {
    expect(matchedInterests(activity(), [' ADVENTURE '])).toEqual(['adventure']);
  });
});

describe('activityKind', () => {
  it('is the first matched interest, else the first category', () => {
    expect(activityKind(activity(), ['adventure'])).toBe('adventure');
    expect(activityKind(activity(), [])).toBe('desert-safari');
  });
});
