// Checks a plan request before planning; the route's zod schema checks shapes, this checks meaning.
import { listDates, parseDate } from './dates';
import type { PlanRequest } from './types';

export const MAX_TRIP_DAYS = 30;
export const MAX_GROUP_SIZE = 50;

export class PlanRequestError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid plan request: ${problems.join('; ')}`);
    this.name = 'PlanRequestError';
  }
}

const isMinute = (v: number) => Number.isInteger(v) && v >= 0 && v <= 1440;
const isCount = (v: number) => Number.isInteger(v) && v >= 0;

export function validatePlanRequest(r: PlanRequest): string[] {
  const problems: string[] = [];
  const start = parseDate(r.startDate);
  const end = parseDate(r.endDate);
  if (start === null) problems.push('startDate must be a valid YYYY-MM-DD date');
  if (end === null) problems.push('endDate must be a valid YYYY-MM-DD date');
  const dates = listDates(r.startDate, r.endDate);
  if (start !== null && end !== null) {
    if (end < start) problems.push('endDate must not be before startDate');
    else if (dates.length > MAX_TRIP_DAYS) problems.push(`a plan covers at most ${MAX_TRIP_DAYS} days`);
  }
  if (!isMinute(r.dayStartMin) || !isMinute(r.dayEndMin) || r.dayStartMin >= r.dayEndMin) {
    problems.push('dayStartMin and dayEndMin must be minutes of the day with dayStartMin < dayEndMin');
  }
  const g = r.group;
  if (![g.adults, g.teens, g.children].every(isCount)) problems.push('group counts must be whole numbers ≥ 0');
  else if (g.adults + g.teens + g.children === 0) problems.push('the group needs at least one traveller');
  else if (g.adults + g.teens + g.children > MAX_GROUP_SIZE)
    problems.push(`a group has at most ${MAX_GROUP_SIZE} travellers`);
  if (g.youngestChildAge !== undefined && !(isCount(g.youngestChildAge) && g.youngestChildAge <= 17)) {
    problems.push('youngestChildAge must be 0–17');
  }
  if (r.budgetMinor !== undefined && !isCount(r.budgetMinor)) problems.push('budgetMinor must be a whole number ≥ 0');
  if (!['relaxed', 'balanced', 'packed'].includes(r.pace)) problems.push('pace must be relaxed, balanced or packed');
  if (!Number.isFinite(r.seed)) problems.push('seed must be a number');
  for (const [i, s] of r.freeTime.entries()) {
    if (!isMinute(s.startMin) || !isMinute(s.endMin) || s.startMin >= s.endMin) {
      problems.push(`freeTime[${i}] must have 0 ≤ startMin < endMin ≤ 1440`);
    }
    if (s.date != null && !dates.includes(s.date)) problems.push(`freeTime[${i}].date must be a date of the trip`);
  }
  if (r.hotel && !(Math.abs(r.hotel.lat) <= 90 && Math.abs(r.hotel.lng) <= 180)) {
    problems.push('hotel must have a valid latitude and longitude');
  }
  return problems;
}

export function assertValidPlanRequest(r: PlanRequest): void {
  const problems = validatePlanRequest(r);
  if (problems.length > 0) throw new PlanRequestError(problems);
}
