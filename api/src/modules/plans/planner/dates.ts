// Calendar helpers on 'YYYY-MM-DD' strings. Trip dates are local Dubai dates, so plain UTC arithmetic is exact.
import type { Weekday } from './types';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function parseDate(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Rejects 2025-02-30 and the like, which Date.UTC silently rolls over.
  return formatDate(ms) === date ? ms : null;
}

export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Invalid date '${date}'`);
  return new Date(ms).getUTCDay() as Weekday;
}

/** Every date from start to end inclusive; empty when end is before start or either is invalid. */
export function listDates(startDate: string, endDate: string): string[] {
  const start = parseDate(startDate);
  const end = parseDate(endDate);
  if (start === null || end === null || end < start) return [];
  const out: string[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) out.push(formatDate(ms));
  return out;
}

/** 570 → '09:30'. */
export function formatClock(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
