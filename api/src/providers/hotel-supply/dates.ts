// Calendar-date helpers. Dates are ISO `YYYY-MM-DD` strings handled in UTC so that no host time
// zone can shift a night; Dubai is UTC+4 all year (no daylight saving).
import { at } from '../../lib/checked';

const DAY_MS = 86_400_000;
export const DUBAI_UTC_OFFSET_HOURS = 4;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (checked by arithmetic: every search checks two). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

export function toEpochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkin: string, checkout: string): string[] {
  const start = toEpochDay(checkin);
  const end = toEpochDay(checkout);
  const out: string[] = [];
  for (let d = start; d < end; d++) out.push(fromEpochDay(d));
  return out;
}

/** 0 = Sunday … 6 = Saturday. Sakamoto's method: no Date object, as this runs per night per room. */
export function weekdayOf(date: string): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (m < 3) y -= 1;
  // Callers pass nights of a stay, valid YYYY-MM-DD dates: the month is 1–12.
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + at(t, m - 1) + d) % 7;
}

/** Today's date in Dubai. */
export function dubaiToday(now: Date): string {
  return new Date(now.getTime() + DUBAI_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** A Dubai wall-clock time on a date, as a UTC instant. */
export function dubaiLocalToUtc(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((hour - DUBAI_UTC_OFFSET_HOURS) * 60 + minute) * 60_000);
}

/** ETG writes UTC instants without a zone suffix: `YYYY-MM-DDTHH:mm:ss`. */
export function toEtgDateTime(instant: Date): string {
  return instant.toISOString().slice(0, 19);
}

export function parseEtgDateTime(value: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
}
