// An activity order as an iCalendar event (RFC 5545), with the line rules of lib/ics.ts (escaping, folding, UTC
// times: Dubai has no daylight saving). The event runs from the branch's opening to its closing on the visit day.
import { escapeText, foldLine, formatUtc, icsUtc } from '../../../lib/ics';
import type { ActivityOrderView } from '../types';

export function buildOrderIcs(view: ActivityOrderView, lang: 'en' | 'ar', origin: string, now: Date): string {
  const ar = lang === 'ar';
  const { order, branch } = view;
  const hours = branch.hours_on_visit;
  const start = hours.length ? Math.min(...hours.map(([a]) => a)) : 0;
  const end = hours.length ? Math.max(...hours.map(([, b]) => b)) : 24 * 60;
  const link = `${origin}/activities/order?order_id=${order.order_id}`;
  const name = ar ? order.activity.name_ar : order.activity.name_en;
  const place = ar ? `${branch.name_ar}، ${branch.area_ar}، دبي` : `${branch.name_en}, ${branch.area}, Dubai`;
  const description = [
    ar ? `رقم الحجز: ${order.order_id}` : `Booking reference: ${order.order_id}`,
    branch.map_url,
    link,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jad Travel//Activity tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${order.order_id}@activities.jad.travel`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${icsUtc(order.visit_date, start)}`,
    `DTEND:${icsUtc(order.visit_date, end)}`,
    `SUMMARY:${escapeText(name)}`,
    `LOCATION:${escapeText(place)}`,
    `GEO:${branch.lat.toFixed(6)};${branch.lng.toFixed(6)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${link}`,
    `STATUS:${order.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
