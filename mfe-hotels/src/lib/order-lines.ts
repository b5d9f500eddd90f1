// What an order card writes beyond the api's strings, for the page (order-card.tsx) and its first frame
// (src/frame/orders.ts), each with its own formatters and translations. Free of imports but types: frame.js includes it.
import type { PublicOrder } from './api-types';

/** A stay's calendar date: "Fri, 20 Mar 2026" (lib/dates.ts stayDate). */
export const STAY_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The order's days: one day, or "from – to". */
export const orderDatesText = (startsOn: string, endsOn: string, day: (date: string) => string): string =>
  startsOn === endsOn ? day(startsOn) : `${day(startsOn)} – ${day(endsOn)}`;

/** What the amount is: paid, still to pay (never "Paid" before a charge), being confirmed, or never paid. */
export const AMOUNT_LABEL = {
  paid: 'orders.paid',
  awaiting_payment: 'orders.unpaid.toPay',
  processing: 'orders.unpaid.processing',
  not_paid: 'orders.unpaid.notPaid',
} as const;

/** What an order's status chip shows: its payment not completed, else its status. */
export type OrderChipStatus = PublicOrder['status'] | 'unpaid';

export const chipStatusOf = (order: Pick<PublicOrder, 'status' | 'payment_status'>): OrderChipStatus =>
  order.payment_status === 'awaiting_payment' ? 'unpaid' : order.status;

/** Whether the card has a refund line: a refund made, or a cancellation (which may have refunded nothing). */
export const showsRefund = (order: Pick<PublicOrder, 'status' | 'refund_minor'>): boolean =>
  order.refund_minor !== null && (order.refund_minor > 0 || order.status === 'cancelled');
