// The questionnaire's answers → the planner's request, with the checks zod cannot express (dates in order and
// ahead, the group adds up for who travels, free slots inside the trip). Pure, so it is tested on its own.
import { type DomainError, invalid } from '../../lib/domain-error';
import { addDays } from './calendar';
import { destinationOf, PLAN_WINDOW_DAYS } from './constants';
import { listDates } from './planner/dates';
import type { FreeTimeSlot, PlanRequest } from './planner/types';
import { MAX_GROUP_SIZE, MAX_TRIP_DAYS } from './planner/validate-request';
import type { CreatePlanInput } from './schemas';

export class PlanInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanInputError';
  }
}

/** The first problem with the answers, as an error naming its field; null when they make sense. */
export function planInputError(input: CreatePlanInput, today: string): DomainError | null {
  if (input.end_date < input.start_date) return invalid('end_before_start', { field: 'end_date' });
  if (input.start_date < today) return invalid('date_in_past', { field: 'start_date' });
  if (input.start_date > addDays(today, PLAN_WINDOW_DAYS)) return invalid('date_too_far', { field: 'start_date' });
  const dates = listDates(input.start_date, input.end_date);
  if (dates.length > MAX_TRIP_DAYS)
    return invalid('plan_too_long', { field: 'end_date', params: { max: MAX_TRIP_DAYS } });

  const { adults, teens, children } = input.group;
  const total = adults + teens + children;
  if (total === 0) return invalid('group_empty', { field: 'group' });
  if (total > MAX_GROUP_SIZE) return invalid('group_too_big', { field: 'group', params: { max: MAX_GROUP_SIZE } });
  if (children > 0 && adults === 0) return invalid('children_need_adult_traveller', { field: 'group.adults' });
  if (input.travellers === 'solo' && total !== 1) return invalid('solo_is_one', { field: 'group' });
  if (input.travellers === 'couple' && (total !== 2 || children > 0))
    return invalid('couple_is_two', { field: 'group' });
  if ((input.travellers === 'family' || input.travellers === 'friends') && total < 2)
    return invalid('group_needs_others', { field: 'group' });
  if (children === 0 && input.group.youngest_child_age != null)
    return invalid('only_with_children', { field: 'group.youngest_child_age' });

  if (input.day_start_min >= input.day_end_min) return invalid('day_end_before_start', { field: 'day_end_min' });
  for (const [i, slot] of input.free_time.entries()) {
    if (slot.start_min >= slot.end_min) return invalid('end_before_start_min', { field: `free_time.${i}.end_min` });
    if (slot.date != null && !dates.includes(slot.date))
      return invalid('not_a_trip_date', { field: `free_time.${i}.date` });
  }
  return null;
}

export function freeTimeOf(input: Pick<CreatePlanInput, 'free_time'>): FreeTimeSlot[] {
  return input.free_time.map((s) => ({ date: s.date ?? null, startMin: s.start_min, endMin: s.end_min }));
}

/** The planner request; throws PlanInputError when the answers do not make sense. */
export function toPlanRequest(
  input: CreatePlanInput,
  extra: { today: string; seed: number; budgetAedMinor: number | null; mustSee: readonly number[] },
): PlanRequest {
  const problem = planInputError(input, extra.today);
  if (problem) throw new PlanInputError(problem.message);
  return {
    startDate: input.start_date,
    endDate: input.end_date,
    dayStartMin: input.day_start_min,
    dayEndMin: input.day_end_min,
    interests: [...new Set(input.interests)],
    group: {
      adults: input.group.adults,
      teens: input.group.teens,
      children: input.group.children,
      ...(input.group.youngest_child_age != null ? { youngestChildAge: input.group.youngest_child_age } : {}),
    },
    ...(extra.budgetAedMinor !== null ? { budgetMinor: extra.budgetAedMinor } : {}),
    pace: input.pace,
    mustSee: [...new Set(extra.mustSee)],
    freeTime: freeTimeOf(input),
    hotel: destinationOf(input.destination).at,
    seed: extra.seed,
  };
}

/** An amount in `currency` minor units → AED fils at `perAed` (units of currency per AED), rounded down. */
export function toAedMinor(amountMinor: number, currencyMinorUnits: number, perAed: number): number {
  if (!(perAed > 0)) throw new RangeError('perAed must be positive');
  const fils = (amountMinor / 10 ** currencyMinorUnits / perAed) * 100;
  // A budget is a cap: rounding down never lets the plan spend more than the traveller said (the epsilon
  // only absorbs binary floating-point error, e.g. 100 AED → 9999.999… fils).
  return Math.max(0, Math.floor(fils + 1e-6));
}
