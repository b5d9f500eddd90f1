import { renderMessage } from '../../../lib/error-codes';
// Cancelling a confirmed hotel order: the policy in force decides the penalty (traveller amounts of
// spec §9: free, the mid-policy amount, or everything), the rest is refunded to the card, the room
// goes back on sale, and the traveller gets a HOTEL_ORDER_CANCEL notification.
import type { OrderRow } from '../../../db/schema';
import { invalid, upstreamFailed } from '../../../lib/domain-error';
import { isSupplyError } from '../../../providers/hotel-supply/types';
import { createNotification } from '../../notifications/service';
import { transitionOrder } from '../../orders/repository';
import { dubaiToday } from '../../orders/service';
import type { HotelsContext } from '../context';
import { penaltyOfTermsAt, travellerPenalty } from '../pricing/traveller-price';
import type { OrderCancellationQuote } from '../../orders/types';
import { findCheckoutByOrderId } from './repository';
import { snapshotOf } from './checkout-view';
import { enqueueHotelBookingMail } from './mail';

export const ORDER_CANCELLED = renderMessage('order_cancelled');

export type CancellationQuote = OrderCancellationQuote;

const notCancellable = (reason: string, freeBefore: string | null = null): CancellationQuote => ({
  cancellable: false,
  reason,
  penalty_minor: 0,
  refund_minor: 0,
  free_cancellation_before: freeBefore,
});

export async function cancellationQuote(ctx: HotelsContext, order: OrderRow): Promise<CancellationQuote> {
  if (order.kind !== 'hotel') return notCancellable('not_hotel');
  if (order.status === 'cancelled')
    return {
      ...notCancellable('cancelled'),
      penalty_minor: order.penaltyMinor ?? 0,
      refund_minor: order.refundMinor ?? 0,
    };
  const checkout = await findCheckoutByOrderId(ctx.db, order.id);
  if (!checkout) return notCancellable('not_confirmed');
  const terms = snapshotOf(checkout).cancellation;
  if (order.status !== 'confirmed') return notCancellable('not_confirmed', terms.free_cancellation_before);
  // Once the stay has begun the booking is used, not cancelled.
  if (order.startsOn < dubaiToday(ctx.now())) return notCancellable('past', terms.free_cancellation_before);
  const penalty = Math.min(order.amountMinor, penaltyOfTermsAt(terms, ctx.now()));
  return {
    cancellable: true,
    reason: null,
    penalty_minor: penalty,
    refund_minor: order.amountMinor - penalty,
    free_cancellation_before: terms.free_cancellation_before,
  };
}

export async function cancelHotelOrder(
  ctx: HotelsContext,
  order: OrderRow,
): Promise<{ order: OrderRow; penalty: number; refund: number }> {
  const quote = await cancellationQuote(ctx, order);
  if (!quote.cancellable) {
    if (quote.reason === 'cancelled') throw invalid('order_cancelled');
    if (quote.reason === 'past') throw invalid('stay_begun');
    throw invalid('hotel_not_cancellable');
  }
  const checkout = await findCheckoutByOrderId(ctx.db, order.id);
  if (!checkout) throw invalid('hotel_not_cancellable');

  // The supplier's own figure is the one that counts; it also settles a race between two cancels.
  let supplierPenalty: number;
  try {
    supplierPenalty = (await ctx.supply.provider.cancelBooking(order.uuid)).penaltyMinor;
  } catch (e) {
    if (isSupplyError(e, 'not_allowed')) throw invalid('order_cancelled');
    throw upstreamFailed('bad_gateway');
  }
  const penalty = Math.min(
    order.amountMinor,
    travellerPenalty(supplierPenalty, checkout.netMinor, order.amountMinor, Number(checkout.commissionPercent)),
  );
  const refund = order.amountMinor - penalty;
  // A refund the card network refuses is kept on the order for support to follow up.
  const refunded =
    refund > 0 && checkout.paymentRef
      ? await ctx.payments.refund({ ref: checkout.paymentRef, amountMinor: refund })
      : null;
  const details = { ...order.details, refund_status: refunded ? refunded.status : 'none' };
  const cancelled = await ctx.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, order.id, ['confirmed'], {
      status: 'cancelled',
      penaltyMinor: penalty,
      refundMinor: refund,
      cancelledAt: ctx.now(),
      details,
    });
    if (!row) throw invalid('order_cancelled');
    if (row.userId !== null)
      await createNotification(tx, {
        recipientId: row.userId,
        actorId: null,
        type: 'HOTEL_ORDER_CANCEL',
        orderUuid: row.uuid,
      });
    await enqueueHotelBookingMail(tx, 'cancelled', row, checkout, ctx.publicUrl, refund);
    return row;
  });
  ctx.mailQueue.kick();
  ctx.search.invalidate();
  return { order: cancelled, penalty, refund };
}
