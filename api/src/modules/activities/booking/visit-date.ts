import type { WeeklyHours } from '../types';
import { type DomainError, invalid } from '../../../lib/domain-error';

// Which days a branch can be visited. Dates are calendar days in Dubai (YYYY-MM-DD); a calendar day's
// weekday does not depend on the time zone, so it is read in UTC.

export const BOOKING_WINDOW_DAYS = 365;

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isOpenOn(hours: WeeklyHours, date: string): boolean {
  return (hours[String(weekdayOf(date))] ?? []).length > 0;
}

/** Why `date` cannot be booked at a branch with these hours, given today's date in Dubai; null when it can. */
export function visitDateError(date: string, hours: WeeklyHours, today: string): DomainError | null {
  if (date < today) return invalid('date_in_past');
  if (date > addDays(today, BOOKING_WINDOW_DAYS)) return invalid('date_too_far');
  if (!isOpenOn(hours, date)) return invalid('branch_closed');
  return null;
}
