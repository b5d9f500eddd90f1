// What the orders module does with hotel orders (orders/kinds.ts): the charge key for cancelling an unpaid one,
// and the cancellation quote and cancellation of a paid one (POST /orders/manage, /orders/cancel).
import { conflict } from '../../../lib/domain-error';
import type { OrderKindHandlers } from '../../orders/kinds';
import { hotelsContext } from '../context';
import { cancelHotelOrder, cancellationQuote } from './cancel-service';
import { findCheckoutByOrderId } from './repository';
import { chargeKey, resumeCheckoutPayment } from './payment-service';

export const hotelOrderKind: OrderKindHandlers = {
  async latestChargeKey(db, order) {
    const checkout = await findCheckoutByOrderId(db, order.id);
    // A hotel order is 'pending' only while its checkout is being paid and booked: the follow-up job settles it.
    if (!checkout || checkout.status === 'paying') throw conflict('payment_in_progress');
    return chargeKey(order, checkout.attempt);
  },
  // The attempt lives on the checkout, which the payment locks itself.
  chargeAttempt: () => null,
  async reconcilePayment(app, order, intent) {
    const checkout = await findCheckoutByOrderId(app.db, order.id);
    if (checkout)
      await resumeCheckoutPayment(hotelsContext(app), checkout, { key: intent.idempotencyKey, result: intent.result });
  },
  manage: {
    quote: (app, order) => cancellationQuote(hotelsContext(app), order),
    cancel: (app, order) => cancelHotelOrder(hotelsContext(app), order),
  },
};
