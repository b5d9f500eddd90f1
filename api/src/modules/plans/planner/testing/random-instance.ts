// Seeded random Dubai-like catalogs and requests, for the property tests and the benchmark.
import { at } from '../../../../lib/checked';
import { formatDate, parseDate } from '../dates';
import { mulberry32 } from '../../../../lib/prng';
import { randomInt, type Rng } from '../prng';
import type { FreeTimeSlot, OpeningInterval, Pace, PlannerActivity, PlanRequest, WeeklyHours } from '../types';

export const DUBAI_BBOX = { south: 24.95, north: 25.35, west: 55.05, east: 55.45 } as const;
export const RANDOM_CATEGORIES = [
  'attractions',
  'desert-safari',
  'water-parks',
  'cruises',
  'museums',
  'theme-parks',
  'tours',
  'dining',
  'adventure',
] as const;

// Districts where activities cluster (Downtown, Marina, Deira, Jumeirah, Al Quoz, desert edge).
const HUBS = [
  [25.1972, 55.2744],
  [25.0805, 55.1403],
  [25.2697, 55.3095],
  [25.2048, 55.2398],
  [25.1392, 55.2273],
  [25.0, 55.4],
] as const;

const pick = <T>(rng: Rng, list: readonly T[]): T => at(list, randomInt(rng, list.length));
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

function randomPoint(rng: Rng): { lat: number; lng: number } {
  if (rng() < 0.6) {
    const [lat, lng] = pick(rng, HUBS);
    const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
    return {
      lat: clamp(lat + between(rng, -0.02, 0.02), DUBAI_BBOX.south, DUBAI_BBOX.north),
      lng: clamp(lng + between(rng, -0.02, 0.02), DUBAI_BBOX.west, DUBAI_BBOX.east),
    };
  }
  return { lat: between(rng, DUBAI_BBOX.south, DUBAI_BBOX.north), lng: between(rng, DUBAI_BBOX.west, DUBAI_BBOX.east) };
}

const H = (h: number) => Math.round(h * 60);
const HOUR_PATTERNS: readonly (readonly OpeningInterval[])[] = [
  [[H(10), H(22)]],
  [[H(9), H(18)]],
  [
    [H(8), H(12)],
    [H(15), H(19)],
  ],
  [[H(15), H(21)]],
  [[H(18), H(24)]],
  [[0, 1440]],
  [[H(10), H(14)]],
];

function randomHours(rng: Rng): WeeklyHours {
  const base = pick(rng, HOUR_PATTERNS);
  const closedDay = rng() < 0.3 ? randomInt(rng, 7) : -1;
  const day = (w: number) => (w === closedDay ? [] : base);
  return { 0: day(0), 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6) };
}

export function randomCatalog(seed: number, count: number, maxBranches = 3): PlannerActivity[] {
  const rng = mulberry32(seed);
  const out: PlannerActivity[] = [];
  let branchId = 1;
  for (let i = 0; i < count; i++) {
    const categories = [pick(rng, RANDOM_CATEGORIES)];
    if (rng() < 0.35) {
      const second = pick(rng, RANDOM_CATEGORIES);
      if (second !== categories[0]) categories.push(second);
    }
    const adult = 100 * randomInt(rng, 800);
    const teen = Math.round(adult * between(rng, 0.6, 1));
    const child = Math.round(teen * between(rng, 0.4, 1));
    const minAgeRoll = rng();
    const branches = Array.from({ length: 1 + randomInt(rng, maxBranches) }, () => ({
      id: branchId++,
      ...randomPoint(rng),
      hours: randomHours(rng),
    }));
    out.push({
      id: i + 1,
      name: { en: `Activity ${i + 1}`, ar: `النشاط ${i + 1}` },
      categories,
      durationMin: 15 * (3 + randomInt(rng, 18)),
      kidFriendly: rng() < 0.7,
      ...(minAgeRoll < 0.15 ? { minAge: pick(rng, [6, 12, 18, 21]) } : {}),
      prices: { adultMinor: adult, teenMinor: teen, childMinor: child },
      rating: Math.round(between(rng, 3.5, 5) * 10) / 10,
      ...(rng() < 0.8 ? { popularity: randomInt(rng, 20000) } : {}),
      branches,
    });
  }
  return out;
}

export interface RandomRequestOptions {
  days: number;
  pace?: Pace;
  withBudget?: boolean;
}

export function randomRequest(
  seed: number,
  catalog: readonly PlannerActivity[],
  options: RandomRequestOptions,
): PlanRequest {
  const rng = mulberry32(seed ^ 0x5bd1e995);
  const start = (parseDate('2026-01-01') as number) + randomInt(rng, 365) * 86_400_000;
  const dates = Array.from({ length: options.days }, (_, i) => formatDate(start + i * 86_400_000));
  const interests = [...new Set(Array.from({ length: 1 + randomInt(rng, 3) }, () => pick(rng, RANDOM_CATEGORIES)))];
  const children = rng() < 0.3 ? 1 + randomInt(rng, 3) : 0;
  const group = { adults: 1 + randomInt(rng, 3), teens: rng() < 0.3 ? 1 + randomInt(rng, 2) : 0, children };
  const freeTime: FreeTimeSlot[] = [];
  if (rng() < 0.6) freeTime.push({ date: null, startMin: H(13), endMin: H(14) });
  if (rng() < 0.4) freeTime.push({ date: pick(rng, dates), startMin: H(16), endMin: H(19) });
  const mustSee = rng() < 0.4 && catalog.length > 0 ? [pick(rng, catalog).id] : [];
  return {
    startDate: at(dates, 0),
    endDate: at(dates, dates.length - 1),
    dayStartMin: H(8 + randomInt(rng, 3)),
    dayEndMin: H(19 + randomInt(rng, 5)),
    interests,
    group,
    ...((options.withBudget ?? rng() < 0.4) ? { budgetMinor: 100 * (500 + randomInt(rng, 5000)) } : {}),
    pace: options.pace ?? pick(rng, ['relaxed', 'balanced', 'packed'] as const),
    mustSee,
    freeTime,
    ...(rng() < 0.5 ? { hotel: randomPoint(rng) } : {}),
    seed,
  };
}
