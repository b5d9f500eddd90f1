// Small hand-made catalogs and requests for the planner's unit tests.
import type { OpeningInterval, PlannerActivity, PlannerBranch, PlanRequest, WeeklyHours } from '../types';

export const H = (hh: number, mm = 0) => hh * 60 + mm;

export function everyDay(...intervals: OpeningInterval[]): WeeklyHours {
  return { 0: intervals, 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals, 6: intervals };
}

export const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
export const MARINA = { lat: 25.0805, lng: 55.1403 };
export const DEIRA = { lat: 25.2697, lng: 55.3095 };

let nextBranch = 1000;
export function branch(at: { lat: number; lng: number }, hours: WeeklyHours = everyDay([H(9), H(22)])): PlannerBranch {
  return { id: nextBranch++, ...at, hours };
}

export function activity(id: number, over: Partial<PlannerActivity> = {}): PlannerActivity {
  return {
    id,
    name: { en: `Activity ${id}`, ar: `النشاط ${id}` },
    categories: ['attractions'],
    durationMin: 120,
    kidFriendly: true,
    prices: { adultMinor: 10000, teenMinor: 8000, childMinor: 5000 },
    rating: 4.5,
    branches: [branch(DOWNTOWN)],
    ...over,
  };
}

export function request(over: Partial<PlanRequest> = {}): PlanRequest {
  return {
    startDate: '2026-03-02', // a Monday
    endDate: '2026-03-02',
    dayStartMin: H(9),
    dayEndMin: H(21),
    interests: ['attractions'],
    group: { adults: 2, teens: 0, children: 0 },
    pace: 'balanced',
    freeTime: [],
    seed: 1,
    ...over,
  };
}
