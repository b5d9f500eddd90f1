// The registry of order kinds: each booking domain registers what the orders module needs to do with its orders,
// so this module never imports hotels or activities (they import it). Domains register when their routes are
// registered (app.ts registers every domain).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { OrderKind, OrderRow } from '../../db/schema';
import type { IntentState } from '../../providers/payments';
import type { OrderCancellationQuote } from './types';

export interface OrderKindHandlers {
  /**
   * The key of the order's latest charge attempt, null when no charge can be under way; throws (409) when a
   * payment is still being made. Used before cancelling an unpaid order.
   */
  latestChargeKey(db: Db, order: OrderRow): Promise<string | null>;
  /** Changes when a new payment attempt starts; compared under the row lock (null: the kind keeps none on the order). */
  chargeAttempt(order: OrderRow): number | null;
  /**
   * The gateway says this order's payment moved on (a webhook; `intent` as the gateway has it now): settle the
   * order as the pay request would have (a late success confirms a pending order; a stale refusal changes nothing).
   */
  reconcilePayment?(app: FastifyInstance, order: OrderRow, intent: IntentState): Promise<void>;
  /** POST /orders/manage and /orders/cancel; a kind without them is managed on its own pages. */
  manage?: {
    quote(app: FastifyInstance, order: OrderRow): Promise<OrderCancellationQuote>;
    cancel(app: FastifyInstance, order: OrderRow): Promise<{ order: OrderRow; penalty: number; refund: number }>;
  };
}

const kinds = new Map<OrderKind, OrderKindHandlers>();

export function registerOrderKind(kind: OrderKind, handlers: OrderKindHandlers): void {
  kinds.set(kind, handlers);
}

export function orderKind(kind: OrderKind): OrderKindHandlers {
  const handlers = kinds.get(kind);
  if (!handlers) throw new Error(`No handlers registered for orders of kind '${kind}'`);
  return handlers;
}
