// Spelled out rather than imported from db/schema, so front ends that `import type` this file do not
// pull the database layer into their type check (service.ts asserts they match the schema).
export type OrderKind = 'hotel' | 'activity';
export type OrderStatus = 'pending' | 'confirmed' | 'cancelled' | 'payment_failed' | 'failed_refund';

/**
 * Whether the buyer has paid: `awaiting_payment` (created, the payment not completed or refused: it can be
 * completed or cancelled), `processing` (a hotel being paid and booked right now), `not_paid` (cancelled before
 * any charge), `paid` (charged; a cancelled or failed one shows its refund).
 */
export type OrderPaymentStatus = 'paid' | 'awaiting_payment' | 'processing' | 'not_paid';

export const ORDER_TABS = ['active', 'past', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** An order as the api shows it to its buyer. Front ends `import type` it. */
export interface PublicOrder {
  /** The booking reference the buyer quotes (a uuid). */
  order_id: string;
  kind: OrderKind;
  status: OrderStatus;
  payment_status: OrderPaymentStatus;
  title: string;
  image: string | null;
  starts_on: string;
  ends_on: string;
  /** The price charged, in AED fils. */
  amount_minor: number;
  /** The display currency chosen at order time, and the price in its minor units at `fx_rate`. */
  currency: string;
  display_amount_minor: number;
  /** Units of `currency` per 1 AED at order time. */
  fx_rate: number;
  contact_name: string;
  contact_email: string;
  refund_minor: number | null;
  penalty_minor: number | null;
  /** Domain data the buyer may see (rooms, guests, tickets). Never put supplier secrets here. */
  details: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

/** GET /api/v1/orders?tab= */
export interface OrderListResponse {
  rows: PublicOrder[];
}

/** POST /orders/manage */
export interface ManageOrderResponse {
  order: PublicOrder;
  cancellation: {
    cancellable: boolean;
    /** Why not, when not: 'cancelled' | 'not_confirmed' | 'past' | 'not_hotel'. */
    reason: string | null;
    penalty_minor: number;
    refund_minor: number;
    free_cancellation_before: string | null;
  };
}

/** POST /orders/cancel */
export interface CancelOrderResponse {
  order: PublicOrder;
  penalty_minor: number;
  refund_minor: number;
}

/** What cancelling the order now would cost and refund (POST /orders/manage). */
export type OrderCancellationQuote = ManageOrderResponse['cancellation'];
