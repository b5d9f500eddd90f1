import type { WeeklyHours } from '@/lib/api-types';

// Opening hours are minutes from midnight in Dubai, [open, close) per weekday (0 = Sunday).

/** Monday first, as the UAE week is shown. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function isOpenAt(hours: WeeklyHours, weekday: number, minutes: number): boolean {
  return (hours[String(weekday)] ?? []).some(([open, close]) => minutes >= open && minutes < close);
}

/** "09:00" style text of a minute of the day in the locale (1440 reads as midnight). */
export function formatMinutes(minutes: number, locale: string): string {
  const date = new Date(Date.UTC(2026, 0, 1, Math.floor(minutes / 60) % 24, minutes % 60));
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}

export function weekdayName(weekday: number, locale: string): string {
  // 2026-01-04 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
}

/** True when every day has the same hours: then one line says it all. */
export function sameEveryDay(hours: WeeklyHours): boolean {
  const first = JSON.stringify(hours['0'] ?? []);
  return WEEK_ORDER.every((d) => JSON.stringify(hours[String(d)] ?? []) === first);
}
