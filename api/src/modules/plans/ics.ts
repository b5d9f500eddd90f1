// A plan as an iCalendar file (RFC 5545): one event per activity. Times are written in UTC: Dubai keeps
// UTC+4 all year (no daylight saving), so the conversion is exact and needs no VTIMEZONE block.
import { asciiFileStem } from '../../lib/attachment-name';
import { parseDate } from './planner/dates';
import type { PlanDetail } from './types';

const DUBAI_OFFSET_MIN = 4 * 60;

/** A Dubai date and minutes from midnight → 20260302T050000Z. */
export function icsUtc(date: string, minutes: number): string {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Invalid date '${date}'`);
  return formatUtc(new Date(ms + (minutes - DUBAI_OFFSET_MIN) * 60_000));
}

export function formatUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF + one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsOptions {
  lang: 'en' | 'ar';
  now: Date;
  /** The public origin, for the link back to the plan (e.g. https://jad.travel). */
  origin: string;
}

export function buildPlanIcs(plan: PlanDetail, options: IcsOptions): string {
  const ar = options.lang === 'ar';
  const stamp = formatUtc(options.now);
  const link = `${options.origin}/plan?pid=${encodeURIComponent(plan.user_plan_id)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jad Travel//Trip plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(plan.name)}`,
    'X-WR-TIMEZONE:Asia/Dubai',
  ];
  for (const day of plan.days) {
    for (const item of day.items) {
      const name = ar ? item.activity.name_ar : item.activity.name_en;
      const place = ar ? `${item.branch.name_ar}، ${item.branch.area}` : `${item.branch.name_en}, ${item.branch.area}`;
      const reason = item.reason ? (ar ? item.reason.ar : item.reason.en) : '';
      const description = [reason, `${plan.name}: ${link}`].filter(Boolean).join('\n');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${item.item_id}@plans.jad.travel`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${icsUtc(day.date, item.start_min)}`,
        `DTEND:${icsUtc(day.date, item.end_min)}`,
        `SUMMARY:${escapeText(name)}`,
        `LOCATION:${escapeText(place)}`,
        `GEO:${item.branch.lat.toFixed(6)};${item.branch.lng.toFixed(6)}`,
        `DESCRIPTION:${escapeText(description)}`,
        `URL:${link}`,
        `STATUS:${item.paid ? 'CONFIRMED' : 'TENTATIVE'}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe file name for Content-Disposition: the plan name in ASCII, else 'plan'. */
export function icsFileName(name: string): string {
  return `${asciiFileStem(name, 'plan')}.ics`;
}
