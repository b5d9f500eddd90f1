// The questionnaire's answers and its steps (spec §2), pure, so they are tested on their own (the rules that check
// them: questionnaire-schema.ts).
import type { CreatePlanRequest, PlanFreeTime, PlanMode, PlanPace, TravellerKind } from '@/lib/plan-types';

export const STEPS = [
  'mode',
  'interests',
  'travellers',
  'group',
  'destination',
  'dates',
  'free-time',
  'optional',
  'name',
] as const;
export type StepId = (typeof STEPS)[number];

export interface MustSee {
  activity_id: string;
  name_en: string;
  name_ar: string;
}

export interface Answers {
  mode: PlanMode | null;
  interests: string[];
  travellers: TravellerKind | null;
  adults: number;
  teens: number;
  children: number;
  youngestChildAge: number | null;
  destination: string | null;
  startDate: string;
  endDate: string;
  dayStartMin: number;
  dayEndMin: number;
  freeTime: PlanFreeTime[];
  /** As typed, in the selected currency's major units ('' = no budget). */
  budget: string;
  pace: PlanPace;
  mustSee: MustSee[];
  name: string;
}

export const EMPTY_ANSWERS: Answers = {
  mode: null,
  interests: [],
  travellers: null,
  adults: 2,
  teens: 0,
  children: 0,
  youngestChildAge: null,
  destination: null,
  startDate: '',
  endDate: '',
  dayStartMin: 9 * 60,
  dayEndMin: 21 * 60,
  freeTime: [],
  budget: '',
  pace: 'balanced',
  mustSee: [],
  name: '',
};

export interface Limits {
  today: string;
  maxDays: number;
  maxGroup: number;
  windowDays: number;
  maxFreeSlots: number;
}

/** The group a choice of who travels starts from; the next step adjusts it. */
export function groupFor(kind: TravellerKind): Pick<Answers, 'adults' | 'teens' | 'children' | 'youngestChildAge'> {
  switch (kind) {
    case 'solo':
      return { adults: 1, teens: 0, children: 0, youngestChildAge: null };
    case 'couple':
      return { adults: 2, teens: 0, children: 0, youngestChildAge: null };
    case 'family':
      return { adults: 2, teens: 0, children: 1, youngestChildAge: null };
    case 'friends':
      return { adults: 3, teens: 0, children: 0, youngestChildAge: null };
  }
}

/** "250.5" in a currency with `minorUnits` decimals → minor units (25050); null when empty. */
export function budgetMinor(budget: string, minorUnits: number): number | null {
  const text = budget.trim().replace(',', '.');
  if (!text) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0').slice(0, minorUnits) || '0');
}

export function toCreateRequest(a: Answers, currency: string, minorUnits: number): CreatePlanRequest {
  const budget = budgetMinor(a.budget, minorUnits);
  return {
    mode: a.mode ?? 'ai',
    name: a.name.trim(),
    destination: a.destination ?? '',
    start_date: a.startDate,
    end_date: a.endDate,
    travellers: a.travellers ?? 'couple',
    group: {
      adults: a.adults,
      teens: a.teens,
      children: a.children,
      ...(a.children > 0 && a.youngestChildAge !== null ? { youngest_child_age: a.youngestChildAge } : {}),
    },
    interests: a.interests,
    day_start_min: a.dayStartMin,
    day_end_min: a.dayEndMin,
    free_time: a.freeTime.filter((s) => s.date === null || (s.date >= a.startDate && s.date <= a.endDate)),
    budget: budget === null ? null : { amount_minor: budget, currency },
    pace: a.pace,
    must_see: a.mustSee.map((m) => m.activity_id),
  };
}

/** Reads a saved draft back, keeping only well-formed fields (an old or edited value never breaks the page). */
export function parseDraft(raw: string | null): { answers: Answers; step: number } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { answers?: Partial<Answers>; step?: unknown };
    const saved = data.answers ?? {};
    const answers: Answers = { ...EMPTY_ANSWERS };
    for (const key of Object.keys(EMPTY_ANSWERS) as (keyof Answers)[]) {
      const value = saved[key];
      const expected = EMPTY_ANSWERS[key];
      const sameKind = Array.isArray(expected)
        ? Array.isArray(value)
        : expected === null
          ? value === null || typeof value === 'string' || typeof value === 'number'
          : typeof value === typeof expected;
      if (value !== undefined && sameKind) (answers as unknown as Record<string, unknown>)[key] = value;
    }
    const step =
      typeof data.step === 'number' && Number.isInteger(data.step)
        ? Math.min(Math.max(data.step, 0), STEPS.length - 1)
        : 0;
    return { answers, step };
  } catch {
    return null;
  }
}
