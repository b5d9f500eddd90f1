// A plan as an iCalendar file (RFC 5545): one event per activity, with the line rules of lib/ics.ts.
import { asciiFileStem } from '../../lib/attachment-name';
import { escapeText, foldLine, formatUtc, icsUtc } from '../../lib/ics';
import type { PlanBookingView, PlanDetail } from './types';

const BOOKING_LABEL = {
  en: { 'check-in': 'Check-in', 'check-out': 'Check-out', tickets: 'Booked' },
  ar: { 'check-in': 'تسجيل الوصول', 'check-out': 'تسجيل المغادرة', tickets: 'محجوز' },
} as const;

/** The owner's booking (only the owner's plan answer has them): the visit, or the stay's check-in/out moment. */
function bookingEvent(b: PlanBookingView, options: IcsOptions, stamp: string): string[] {
  const ar = options.lang === 'ar';
  const name = ar ? b.name_ar : b.name_en;
  const place = [ar ? b.place.name_ar : b.place.name_en, b.place.area].filter(Boolean).join(ar ? '، ' : ', ');
  const link = `${options.origin}${b.order_path}`;
  return [
    'BEGIN:VEVENT',
    `UID:${b.kind}-${b.order_id}@plans.jad.travel`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtc(b.date, b.start_min)}`,
    ...(b.end_min !== null ? [`DTEND:${icsUtc(b.date, b.end_min)}`] : []),
    `SUMMARY:${escapeText(`${BOOKING_LABEL[options.lang][b.kind]}: ${name}`)}`,
    `LOCATION:${escapeText(place)}`,
    `GEO:${b.place.lat.toFixed(6)};${b.place.lng.toFixed(6)}`,
    `URL:${link}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
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
  for (const day of plan.days) {
    for (const b of day.bookings ?? []) lines.push(...bookingEvent(b, options, stamp));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe file name for Content-Disposition: the plan name in ASCII, else 'plan'. */
export function icsFileName(name: string): string {
  return `${asciiFileStem(name, 'plan')}.ics`;
}
