import type { WeeklyHours } from '../types';

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
export function visitDateError(date: string, hours: WeeklyHours, today: string): string | null {
  if (date < today) return 'Please choose a date from today on';
  if (date > addDays(today, BOOKING_WINDOW_DAYS)) return 'Please choose a date within the next 12 months';
  if (!isOpenOn(hours, date)) return 'The branch is closed on the chosen day';
  return null;
}
