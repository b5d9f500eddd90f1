import { formatDate, type Lang } from '@jad/shared-ui';
import { STAY_DATE_FORMAT } from './order-lines';

// Stays are calendar dates in Dubai (UTC+4 all year), handled as YYYY-MM-DD strings.

const DAY = 86_400_000;

export function dubaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / DAY);
}

export { isIsoDate } from './hotel-address';

/** A default stay for links without dates: two nights from a week today. */
export function defaultStay(now: Date = new Date()): { checkin: string; checkout: string } {
  const checkin = addDays(dubaiToday(now), 7);
  return { checkin, checkout: addDays(checkin, 2) };
}

/** "Fri, 20 Mar 2026" in the reader's language, for a calendar date (no time zone shift). */
export function stayDate(date: string, lang: Lang): string {
  return formatDate(`${date}T12:00:00Z`, lang, STAY_DATE_FORMAT);
}

/** An instant in Dubai time: "19 Mar 2026, 00:00". */
export function dubaiDateTime(iso: string, lang: Lang): string {
  return formatDate(iso, lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
  });
}
