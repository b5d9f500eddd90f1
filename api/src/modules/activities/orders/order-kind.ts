// What the orders module does with activity orders (orders/kinds.ts). They are managed on their own pages
// (POST /activities/orders/manage, /cancel), so only the unpaid-order cancel needs them.
import { publicUrlOf } from '../../../mail/public-url';
import type { OrderKindHandlers } from '../../orders/kinds';
import { chargeKey, settleActivityOrder } from '../booking/service';
import { createTicketCodes } from '../tickets/code';
import { attemptOfChargeKey } from '../../payments/reconcile';
import { readDetails } from './details';

export const activityOrderKind: OrderKindHandlers = {
  latestChargeKey: (_db, order) => Promise.resolve(chargeKey(order.uuid, readDetails(order).payment_attempt)),
  chargeAttempt: (order) => readDetails(order).payment_attempt,
  async reconcilePayment(app, order, intent) {
    // The event's intent is for the attempt its key names; a stale refusal is ignored by the settle step.
    const attempt = attemptOfChargeKey(intent.idempotencyKey);
    if (attempt === null) return;
    await settleActivityOrder(
      app.db,
      app.providers.payments,
      createTicketCodes(app.config.idSecret),
      order.uuid,
      attempt,
      publicUrlOf(app.config),
      intent.result,
    );
  },
};
