// What a gateway event changes: nothing is taken from the event's body but the intent's id. The intent is read
// back from the gateway, so events that arrive late, twice or out of order (a payment_failed after the retry's
// success) all lead to the intent's current state, and each order kind decides what that state means for it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { orderKind } from '../orders/kinds';
import { lockOrder, updateOrder } from '../orders/repository';
import { getOrderByUuid } from '../orders/service';

/** The order of a charge, by the idempotency key the domains charge under (`<kind>:<order uuid>:<attempt>`). */
const ORDER_OF_KEY = /^(?:hotel|activity-order):([0-9a-f-]{36}):\d+$/;

export function orderUuidOfChargeKey(key: string | null): string | null {
  return key ? (ORDER_OF_KEY.exec(key)?.[1] ?? null) : null;
}

/** The attempt number at the end of a charge key, or null. */
export function attemptOfChargeKey(key: string | null): number | null {
  const m = key ? /:(\d+)$/.exec(key) : null;
  return m ? Number(m[1]) : null;
}

/** Statuses a full refund made outside the app ends: the buyer has their money back, so the order is off. */
const ENDED_BY_FULL_REFUND = new Set(['pending', 'confirmed', 'failed_refund']);

/**
 * A refund made outside the app (the gateway's dashboard, a dispute) shows on the order: its refunded amount
 * becomes what the gateway says, and the details say where it came from. Refunds the app made are already there.
 * A refund of the whole amount cancels the order (orders have no `refunded` status); a partial one keeps it.
 */
async function recordGatewayRefund(db: Db, orderId: number, refundedMinor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (order.refundMinor ?? 0) >= refundedMinor) return;
    const full = refundedMinor >= order.amountMinor && ENDED_BY_FULL_REFUND.has(order.status);
    const now = new Date();
    await updateOrder(tx, order.id, {
      refundMinor: refundedMinor,
      ...(full ? { status: 'cancelled' as const, cancelledAt: order.cancelledAt ?? now, penaltyMinor: 0 } : {}),
      details: {
        ...(order.details ?? {}),
        gateway_refund: { amount_minor: refundedMinor, full, recorded_at: now.toISOString() },
      },
    });
  });
}

/** Brings the order of this intent in line with the gateway. Throws when the gateway cannot answer (the job retries). */
export async function reconcileIntent(app: FastifyInstance, intentRef: string): Promise<void> {
  const state = await app.providers.payments.getIntent(intentRef);
  if (!state) return;
  const uuid = orderUuidOfChargeKey(state.idempotencyKey);
  const order = uuid ? await getOrderByUuid(app.db, uuid) : null;
  if (!order) return;
  await orderKind(order.kind).reconcilePayment?.(app, order, state);
  if (state.refundedMinor > 0) await recordGatewayRefund(app.db, order.id, state.refundedMinor);
  app.mailQueue.kick();
}

/** The job of one stored event: reconcile its intent once, then mark it processed. */
export async function reconcilePaymentEvent(app: FastifyInstance, eventId: string): Promise<void> {
  const [event] = await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).limit(1);
  if (!event || event.processedAt || !event.intentRef) return;
  await reconcileIntent(app, event.intentRef);
  await app.db.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.eventId, eventId));
}
