// zod schemas of the orders api's answers: the routes' response schemas and the source of ./types.ts.
// Spelled out rather than derived from db/schema, so front ends that `import type` the types do not pull the
// database layer into their type check (service.ts asserts the unions match the schema's).
import { z } from 'zod';

export const orderKind = z.enum(['hotel', 'activity']);
export const orderStatus = z.enum(['pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund']);

/**
 * Whether the buyer has paid: `awaiting_payment` (created, the payment not completed or refused: it can be
 * completed or cancelled), `processing` (a hotel being paid and booked right now), `not_paid` (cancelled before
 * any charge), `paid` (charged; a cancelled or failed one shows its refund).
 */
export const orderPaymentStatus = z.enum(['paid', 'awaiting_payment', 'processing', 'not_paid']);

export const publicOrder = z.object({
  /** The booking reference the buyer quotes (a uuid). */
  order_id: z.string(),
  kind: orderKind,
  status: orderStatus,
  payment_status: orderPaymentStatus,
  title: z.string(),
  image: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** The price charged, in AED fils. */
  amount_minor: z.number(),
  /** The display currency chosen at order time, and the price in its minor units at `fx_rate`. */
  currency: z.string(),
  display_amount_minor: z.number(),
  /** Units of `currency` per 1 AED at order time. */
  fx_rate: z.number(),
  contact_name: z.string(),
  contact_email: z.string(),
  refund_minor: z.number().nullable(),
  penalty_minor: z.number().nullable(),
  /** Domain data the buyer may see (rooms, guests, tickets). Never put supplier secrets here. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
});

export const orderListResponse = z.object({ rows: z.array(publicOrder) });

export const orderCancellationQuote = z.object({
  cancellable: z.boolean(),
  /** Why not, when not: 'cancelled' | 'not_confirmed' | 'past' | 'not_hotel'. */
  reason: z.string().nullable(),
  penalty_minor: z.number(),
  refund_minor: z.number(),
  free_cancellation_before: z.string().nullable(),
});

export const manageOrderResponse = z.object({ order: publicOrder, cancellation: orderCancellationQuote });

export const cancelOrderResponse = z.object({
  order: publicOrder,
  penalty_minor: z.number(),
  refund_minor: z.number(),
});
