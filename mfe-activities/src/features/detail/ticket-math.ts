import type { ActivityDetail, TicketBand, WeeklyHours } from '@/lib/api-types';
import { addDays, weekdayOf } from '@/lib/dubai-time';

// The ticket selector's rules, mirrored from the api (modules/activities/pricing.ts) so the visitor
// hears about a problem before pressing Book. The api still decides: it prices and checks again.

export type TicketCounts = Record<TicketBand, number>;
export const MAX_PER_BAND = 20;
export const BOOKING_WINDOW_DAYS = 365;

export type SelectionProblem =
  'branchRequired' | 'noTickets' | 'childNeedsAdult' | 'dateRequired' | 'dateOutOfRange' | 'closedDay';

export interface Selection {
  branchId: string | null;
  date: string;
  counts: TicketCounts;
}

type Priced = Pick<ActivityDetail, 'price_adult_minor' | 'price_teen_minor' | 'price_child_minor'>;
type AgeRules = Pick<ActivityDetail, 'kid_friendly' | 'min_age'>;

export function unitPrice(activity: Priced, band: TicketBand): number {
  return band === 'adult'
    ? activity.price_adult_minor
    : band === 'teen'
      ? activity.price_teen_minor
      : activity.price_child_minor;
}

/** The bands on sale: no child tickets where children are not admitted, no teens where only adults are. */
export function bandsOnSale(activity: AgeRules): TicketBand[] {
  const minAge = activity.min_age ?? 0;
  const bands: TicketBand[] = ['adult'];
  if (minAge < 18) bands.push('teen');
  if (activity.kid_friendly && minAge < 12) bands.push('child');
  return bands;
}

/** The total in AED fils, as the api will charge it. */
export function totalAed(activity: Priced, counts: TicketCounts): number {
  return (
    counts.adult * activity.price_adult_minor +
    counts.teen * activity.price_teen_minor +
    counts.child * activity.price_child_minor
  );
}

export const ticketCount = (counts: TicketCounts) => counts.adult + counts.teen + counts.child;

export function isOpenOn(hours: WeeklyHours, date: string): boolean {
  return (hours[String(weekdayOf(date))] ?? []).length > 0;
}

/** The first day from `today` on which the branch opens (today when it is open). */
export function firstOpenDay(hours: WeeklyHours | undefined, today: string): string {
  if (!hours) return today;
  for (let i = 0; i < 7; i += 1) {
    const day = addDays(today, i);
    if (isOpenOn(hours, day)) return day;
  }
  return today;
}

/** The first thing wrong with a selection, in the order a visitor fixes them; null when it can be booked. */
export function selectionProblem(
  selection: Selection,
  activity: ActivityDetail,
  today: string,
): SelectionProblem | null {
  const branch = activity.branches.find((b) => b.branch_id === selection.branchId);
  if (!branch) return 'branchRequired';
  if (!selection.date) return 'dateRequired';
  if (selection.date < today || selection.date > addDays(today, BOOKING_WINDOW_DAYS)) return 'dateOutOfRange';
  if (!isOpenOn(branch.hours, selection.date)) return 'closedDay';
  if (ticketCount(selection.counts) === 0) return 'noTickets';
  if (selection.counts.child > 0 && selection.counts.adult === 0) return 'childNeedsAdult';
  return null;
}
