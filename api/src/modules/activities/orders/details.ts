import { z } from 'zod';
import type { OrderRow } from '../../../db/schema';
import type { ActivityOrder } from '../types';

// What an activity order keeps in orders.details (jsonb). GET /orders shows `details` to the buyer,
// so it holds only what the buyer may see: names, the visit, the tickets and the payment outcome.

const ticketLine = z.object({
  band: z.enum(['adult', 'teen', 'child']),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  subtotal_minor: z.number().int(),
});

const paymentOutcome = z.object({
  status: z.enum(['succeeded', 'declined', 'failed', 'requires_action']),
  error: z.string().nullable(),
});

export const activityOrderDetails = z.object({
  activity_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  horizontal_thumbnail: z.string(),
  branch: z.object({ branch_id: z.string(), name_en: z.string(), name_ar: z.string(), area: z.string() }),
  visit_date: z.string(),
  tickets: z.array(ticketLine),
  /** Bumped after a decline so the next card gets a fresh payment idempotency key. */
  payment_attempt: z.number().int().min(0),
  payment: paymentOutcome.nullable(),
  /** The charge's provider reference, kept for the refund (orders paid before 0620 look it up by key). */
  payment_ref: z.string().optional(),
  /** The activity's policy when booked (undefined on orders before 0620: the default 24 h); null: non-refundable. */
  free_cancellation_hours: z.number().int().nullable().optional(),
  /** The branch's opening time on the visit day, ISO; undefined on older orders (then midnight in Dubai). */
  visit_starts_at: z.string().optional(),
  refund_status: z.enum(['pending', 'refunded', 'failed']).optional(),
  refunded_at: z.string().optional(),
});
export type ActivityOrderDetails = z.infer<typeof activityOrderDetails>;

export function readDetails(order: OrderRow): ActivityOrderDetails {
  return activityOrderDetails.parse(order.details);
}

export function toActivityOrder(order: OrderRow): ActivityOrder {
  const details = readDetails(order);
  return {
    order_id: order.uuid,
    status: order.status,
    activity: {
      activity_id: details.activity_id,
      name_en: details.name_en,
      name_ar: details.name_ar,
      horizontal_thumbnail: details.horizontal_thumbnail,
    },
    branch: details.branch,
    visit_date: details.visit_date,
    tickets: details.tickets,
    amount_minor: order.amountMinor,
    currency: order.currency,
    display_amount_minor: order.displayAmountMinor,
    contact_name: order.contactName,
    contact_email: order.contactEmail,
    payment: details.payment,
    created_at: order.createdAt.toISOString(),
    fx_rate: Number(order.fxRate),
    refund_minor: order.refundMinor,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    free_cancellation_hours: details.free_cancellation_hours === undefined ? 24 : details.free_cancellation_hours,
  };
}
