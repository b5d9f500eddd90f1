import { renderMessage } from '../../lib/error-codes';
// Orders created but not paid (the payment was never completed, or was refused): listed as awaiting payment,
// and cancelled without any refund, since nothing was charged. A charge that did go through (the api stopped
// between the charge and the confirmation) is not cancelled here: the settle job of its module confirms it.
import type { Db } from '../../db/client';
import type { OrderRow, OrderStatus } from '../../db/schema';
import { conflict } from '../../lib/domain-error';
import type { PaymentsProvider } from '../../providers/payments';
import { chargeKey as activityChargeKey } from '../activities/booking-service';
import { lockOrder } from '../activities/booking-repository';
import { readDetails } from '../activities/order-details';
import { findCheckoutByOrderId } from '../hotels/booking/checkout-repository';
import { chargeKey as hotelChargeKey } from '../hotels/booking/payment-service';
import { transitionOrder } from './repository';
import { CANCELLED_UNPAID } from './service';

export const UNPAID_STATUSES: readonly OrderStatus[] = ['pending', 'payment_failed'];
export const NOT_UNPAID = renderMessage('order_not_unpaid');
export const PAYMENT_IN_PROGRESS = renderMessage('payment_in_progress');
export const ALREADY_CHARGED = renderMessage('already_charged');

/** The key of the order's latest charge attempt, or null when no charge can be under way. */
async function latestChargeKey(db: Db, order: OrderRow): Promise<string | null> {
  if (order.kind === 'activity') return activityChargeKey(order.uuid, readDetails(order).payment_attempt);
  const checkout = await findCheckoutByOrderId(db, order.id);
  // A hotel order is 'pending' only while its checkout is being paid and booked: the follow-up job settles it.
  if (!checkout || checkout.status === 'paying') throw conflict('payment_in_progress');
  return hotelChargeKey(order, checkout.attempt);
}

const chargeAttemptOf = (order: OrderRow) => (order.kind === 'activity' ? readDetails(order).payment_attempt : null);

/**
 * Cancels an unpaid order once the payments provider says nothing was charged under its latest attempt (earlier
 * attempts were declined, so never charged); the status change is a compare-and-set under the order's row lock.
 */
export async function cancelUnpaidOrder(db: Db, payments: PaymentsProvider, order: OrderRow): Promise<OrderRow> {
  if (!UNPAID_STATUSES.includes(order.status)) throw conflict('order_not_unpaid');
  const key = await latestChargeKey(db, order);
  // Asked before the transaction: the provider may read through the same connection (PGlite has one).
  const charge = key ? await payments.findCharge(key) : null;
  if (charge?.status === 'succeeded') throw conflict('already_charged');
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // A payment that moved the order on meanwhile (confirmed, or a new attempt) wins.
    if (!locked || !UNPAID_STATUSES.includes(locked.status) || chargeAttemptOf(locked) !== chargeAttemptOf(order))
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
