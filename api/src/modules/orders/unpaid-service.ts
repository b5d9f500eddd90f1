import { renderMessage } from '../../lib/error-codes';
// Orders created but not paid (the payment was never completed, or was refused): listed as awaiting payment,
// and cancelled without any refund, since nothing was charged. A charge that did go through (the api stopped
// between the charge and the confirmation) is not cancelled here: the settle job of its module confirms it.
import type { Db } from '../../db/client';
import type { OrderRow, OrderStatus } from '../../db/schema';
import { conflict } from '../../lib/domain-error';
import type { PaymentsProvider } from '../../providers/payments';
import { orderKind } from './kinds';
import { lockOrder, transitionOrder } from './repository';
import { CANCELLED_UNPAID } from './service';

export const UNPAID_STATUSES: readonly OrderStatus[] = ['pending', 'payment_failed'];
export const NOT_UNPAID = renderMessage('order_not_unpaid');
export const PAYMENT_IN_PROGRESS = renderMessage('payment_in_progress');
export const ALREADY_CHARGED = renderMessage('already_charged');

/**
 * Cancels an unpaid order once the payments provider says nothing was charged under its latest attempt (earlier
 * attempts were declined, so never charged); the status change is a compare-and-set under the order's row lock.
 */
export async function cancelUnpaidOrder(db: Db, payments: PaymentsProvider, order: OrderRow): Promise<OrderRow> {
  if (!UNPAID_STATUSES.includes(order.status)) throw conflict('order_not_unpaid');
  const kind = orderKind(order.kind);
  const key = await kind.latestChargeKey(db, order);
  // Asked before the transaction: the provider may read through the same connection (PGlite has one).
  let charge = key ? await payments.findCharge(key) : null;
  // Waiting for 3-D Secure: cancelled at the gateway first, so a late authentication cannot charge a cancelled order.
  if (charge?.status === 'requires_action') charge = await payments.cancelIntent(charge.ref);
  if (charge?.status === 'succeeded') throw conflict('already_charged');
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // A payment that moved the order on meanwhile (confirmed, or a new attempt) wins.
    if (!locked || !UNPAID_STATUSES.includes(locked.status) || kind.chargeAttempt(locked) !== kind.chargeAttempt(order))
      throw conflict('order_not_unpaid');
    const cancelled = await transitionOrder(tx, order.id, UNPAID_STATUSES, {
      status: 'cancelled',
      cancelledAt: new Date(),
      // Nothing was charged, so there is no refund or penalty to show.
      refundMinor: null,
      penaltyMinor: null,
      details: { ...locked.details, [CANCELLED_UNPAID]: true },
    });
    if (!cancelled) throw conflict('order_not_unpaid');
    return cancelled;
  });
}
