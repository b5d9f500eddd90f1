// Turns a request and a catalog into the planner's internal problem: eligible candidates with their value,
// one node per usable branch (node 0 is the hotel), the trip days with their free slots, and a travel matrix.
import { at } from '../../../lib/checked';
import { listDates, weekdayOf } from './dates';
import { groupCostMinor, isSuitableForGroup } from './group';
import { SearchMemo } from './memo';
import { mulberry32 } from '../../../lib/prng';
import { randomPermutation } from './prng';
import { activityKind, activityValue, travelPenalty, type ValueBreakdown } from './scoring';
import { TravelMatrix, travelMinutes, type TravelFn } from './travel';
import type {
  GeoPoint,
  OpeningInterval,
  Pace,
  PlannerActivity,
  PlannerBranch,
  PlanRequest,
  UnplacedActivity,
  Weekday,
} from './types';

export const DEFAULT_HOTEL: GeoPoint = { lat: 25.1972, lng: 55.2744 }; // Downtown Dubai
export const PACE_CAPS: Readonly<Record<Pace, number>> = { relaxed: 2, balanced: 3, packed: 5 };
/** Trips this long or longer get rest days: every n-th day by pace is kept free of activities. */
export const REST_DAYS_FROM = 8;
export const REST_EVERY: Readonly<Record<Pace, number>> = { relaxed: 4, balanced: 5, packed: 7 };

/** Whether the trip's day `index` (0-based) is a rest day: nothing is planned on it. */
export function isRestDay(index: number, dayCount: number, pace: Pace): boolean {
  return dayCount >= REST_DAYS_FROM && (index + 1) % REST_EVERY[pace] === 0;
}

/**
 * Most items per day: the pace cap, 0 on rest days, and when the candidates cannot fill every day at the
 * pace (a 30-day trip over a 125-activity catalog) an even share of them, so that no stretch of the trip is
 * left empty while the first days are full.
 */
export function dayCaps(dayCount: number, pace: Pace, candidateCount: number): number[] {
  const rest = Array.from({ length: dayCount }, (_, d) => isRestDay(d, dayCount, pace));
  const active = rest.filter((r) => !r).length;
  const cap = PACE_CAPS[pace];
  const share = active > 0 ? Math.max(1, Math.min(cap, Math.ceil(candidateCount / active))) : cap;
  return rest.map((r) => (r ? 0 : share));
}

export interface Candidate {
  index: number;
  activity: PlannerActivity;
  value: number;
  breakdown: ValueBreakdown;
  costMinor: number;
  durationMin: number;
  /** Node ids of the branches that are open on some trip day. */
  nodes: number[];
  /** Seeded tie-break rank: lower wins. */
  rank: number;
  /** Index of the activity's kind (see scoring.ts); −1 for a must-see, which the variety rule leaves alone. */
  kind: number;
  mustSee: boolean;
}

export interface PlanNode {
  /** -1 for the hotel. */
  cand: number;
  branch: PlannerBranch | null;
  /** Per weekday: opening intervals clipped to the traveller's day, sorted, merged, long enough for the activity. */
  open: ReadonlyArray<readonly OpeningInterval[]>;
}

export interface TripDay {
  date: string;
  weekday: Weekday;
  /** Free slots of this date, clipped, sorted and merged. */
  free: readonly OpeningInterval[];
}

export interface Problem {
  request: PlanRequest;
  candidates: Candidate[];
  nodes: PlanNode[];
  travel: TravelMatrix;
  days: TripDay[];
  dayStartMin: number;
  dayEndMin: number;
  /** Most items per day, from the pace. */
  cap: number;
  /** Most items on each trip day (dayCaps): the pace cap, less on rest days and on long trips. */
  caps: number[];
  /** Minutes one slot of the day is worth (day length / cap): the greedy's price for using a slot. */
  slotMin: number;
  budgetMinor: number;
  /** Number of distinct kinds among the candidates. */
  kindCount: number;
  /** Must-see activities that cannot be in any plan, with why. */
  rejected: UnplacedActivity[];
  /** Moves already known not to help (see memo.ts). */
  memo: SearchMemo;
}

export interface ProblemOptions {
  /** Keep only this many candidates by potential (must-see ones always stay). Default scales with the trip. */
  maxCandidates?: number;
  /** Activity ids kept whatever their potential and reported in `rejected` when ineligible (an AI proposal). */
  include?: readonly number[];
  /** Travel minutes between two points: default the built-in estimate; a routing server's table when configured. */
  travel?: TravelFn;
}

/** Sorts, merges, clips to [lo, hi] and drops intervals shorter than minLength. */
export function normaliseIntervals(
  intervals: readonly OpeningInterval[],
  lo: number,
  hi: number,
  minLength = 1,
): OpeningInterval[] {
  const [only] = intervals;
  if (only && intervals.length === 1) {
    // The usual case: one interval a day.
    const a = Math.max(lo, only[0]);
    const b = Math.min(hi, only[1]);
    return b - a >= minLength && b > a ? [[a, b]] : [];
  }
  const sorted = intervals
    .map(([a, b]) => [Math.max(lo, a), Math.min(hi, b)] as [number, number])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const iv of sorted) {
    const last = merged[merged.length - 1];
    if (last && iv[0] <= last[1]) last[1] = Math.max(last[1], iv[1]);
    else merged.push([iv[0], iv[1]]);
  }
  return merged.filter(([a, b]) => b - a >= minLength);
}

/**
 * Whether a visit of `duration` fits some trip weekday on its own: out from the hotel, inside an opening
 * interval, and back by the end of the day. (An evening desert safari that ends at 21:30 an hour's drive
 * out cannot be in a day that ends at 21:00; keeping it would only waste the search's time and, on long
 * trips, make the days' even share too large.)
 */
function fitsAlone(
  open: readonly (readonly OpeningInterval[])[],
  duration: number,
  travel: number,
  dayStartMin: number,
  dayEndMin: number,
): boolean {
  return open.some((intervals) =>
    intervals.some(([o, c]) => {
      const end = Math.max(o, dayStartMin + travel) + duration;
      return end <= c && end + travel <= dayEndMin;
    }),
  );
}

export function defaultMaxCandidates(dayCount: number, cap: number): number {
  return Math.max(40, Math.min(240, 6 * dayCount * cap));
}

export function buildProblem(
  request: PlanRequest,
  catalog: readonly PlannerActivity[],
  options: ProblemOptions = {},
): Problem {
  const dayStartMin = request.dayStartMin;
  const dayEndMin = request.dayEndMin;
  const days: TripDay[] = listDates(request.startDate, request.endDate).map((date) => ({
    date,
    weekday: weekdayOf(date),
    free: normaliseIntervals(
      request.freeTime.filter((s) => s.date == null || s.date === date).map((s) => [s.startMin, s.endMin] as const),
      0,
      1440,
    ),
  }));
  const onTrip = new Array<boolean>(7).fill(false);
  for (const d of days) onTrip[d.weekday] = true;
  const cap = PACE_CAPS[request.pace];
  const budgetMinor = request.budgetMinor ?? Number.POSITIVE_INFINITY;
  const hotel = request.hotel ?? DEFAULT_HOTEL;
  const travel = options.travel ?? travelMinutes;
  const mustSee = new Set(request.mustSee ?? []);
  const keep = new Set([...mustSee, ...(options.include ?? [])]);
  const rejected: UnplacedActivity[] = [];
  const reject = (a: PlannerActivity, reason: UnplacedActivity['reason']) => {
    if (keep.has(a.id)) rejected.push({ activityId: a.id, reason });
  };

  interface Draft {
    activity: PlannerActivity;
    branches: { branch: PlannerBranch; open: OpeningInterval[][] }[];
    breakdown: ValueBreakdown;
    costMinor: number;
    potential: number;
  }
  const drafts: Draft[] = [];
  const seen = new Set<number>();
  for (const activity of catalog) {
    if (seen.has(activity.id)) continue;
    seen.add(activity.id);
    if (!isSuitableForGroup(activity, request.group)) {
      reject(activity, 'not-suitable-for-group');
      continue;
    }
    const costMinor = groupCostMinor(activity, request.group);
    if (costMinor > budgetMinor) {
      reject(activity, 'over-budget');
      continue;
    }
    const duration = activity.durationMin;
    const branches: Draft['branches'] = [];
    let openOnTrip = false;
    for (const branch of activity.branches) {
      const open: OpeningInterval[][] = [];
      for (let w = 0; w < 7; w++) {
        open.push(
          onTrip[w]
            ? normaliseIntervals(branch.hours[w as Weekday] ?? [], dayStartMin, dayEndMin, Math.max(1, duration))
            : [],
        );
      }
      if (duration <= 0 || !open.some((o) => o.length > 0)) continue;
      openOnTrip = true;
      if (fitsAlone(open, duration, travel(hotel, branch), dayStartMin, dayEndMin)) branches.push({ branch, open });
    }
    if (branches.length === 0) {
      // Open on the trip but too far to be back by the day's end: no time, rather than closed.
      reject(activity, openOnTrip ? 'no-time' : 'closed-on-trip-dates');
      continue;
    }
    const breakdown = activityValue(activity, request);
    // Potential: value minus a return trip to the nearest branch, so a far-off activity needs to be worth it.
    const nearest = Math.min(...branches.map((b) => travel(hotel, b.branch)));
    drafts.push({ activity, branches, breakdown, costMinor, potential: breakdown.total - travelPenalty(2 * nearest) });
  }
  for (const id of keep) if (!seen.has(id)) rejected.push({ activityId: id, reason: 'unknown-activity' });

  const rng = mulberry32(request.seed ^ 0x9e3779b9);
  const ranks = randomPermutation(rng, drafts.length);
  const ranked = drafts.map((draft, i) => ({ draft, rank: at(ranks, i) }));
  ranked.sort((a, b) => b.draft.potential - a.draft.potential || a.rank - b.rank);
  // One visit per landmark: the best activity of each venue group stays (a must-see or proposed one first).
  const usedVenues = new Set<string>();
  const claim = (a: PlannerActivity) => a.venueGroups?.forEach((g) => usedVenues.add(g));
  const clashes = (a: PlannerActivity) => a.venueGroups?.some((g) => usedVenues.has(g)) ?? false;
  const firstPerVenue: typeof ranked = [];
  for (const wanted of [true, false]) {
    for (const entry of ranked) {
      const a = entry.draft.activity;
      if (keep.has(a.id) !== wanted) continue;
      if (clashes(a)) {
        reject(a, 'duplicate');
        continue;
      }
      claim(a);
      firstPerVenue.push(entry);
    }
  }
  firstPerVenue.sort((a, b) => b.draft.potential - a.draft.potential || a.rank - b.rank);
  const limit = options.maxCandidates ?? defaultMaxCandidates(days.length, cap);
  const kept = firstPerVenue.filter(({ draft }, pos) => pos < limit || keep.has(draft.activity.id));

  const kinds = new Map<string, number>();
  const points: GeoPoint[] = [hotel];
  const nodes: PlanNode[] = [{ cand: -1, branch: null, open: [] }];
  const candidates: Candidate[] = kept.map(({ draft: d, rank }, index) => {
    const nodeIds = d.branches.map((b) => {
      points.push({ lat: b.branch.lat, lng: b.branch.lng });
      nodes.push({ cand: index, branch: b.branch, open: b.open });
      return nodes.length - 1;
    });
    const kindKey = activityKind(d.activity, d.breakdown.matched);
    if (!kinds.has(kindKey)) kinds.set(kindKey, kinds.size);
    return {
      index,
      kind: mustSee.has(d.activity.id) ? -1 : (kinds.get(kindKey) as number),
      activity: d.activity,
      value: d.breakdown.total,
      breakdown: d.breakdown,
      costMinor: d.costMinor,
      durationMin: d.activity.durationMin,
      nodes: nodeIds,
      rank,
      mustSee: mustSee.has(d.activity.id),
    };
  });

  return {
    request,
    candidates,
    nodes,
    travel: new TravelMatrix(points, travel),
    days,
    dayStartMin,
    dayEndMin,
    cap,
    caps: dayCaps(days.length, request.pace, candidates.length),
    slotMin: (dayEndMin - dayStartMin) / cap,
    budgetMinor,
    kindCount: kinds.size,
    rejected,
    memo: new SearchMemo(),
  };
}
