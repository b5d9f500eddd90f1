// Paying a checkout: re-check the price, claim the checkout, charge the card, book with the
// supplier, and settle the order. Each step is safe to repeat:
// - the claim is a compare-and-set on the checkout's status, so of two concurrent attempts (double
//   click, two tabs, a retry) one pays and the other is told it is in progress;
// - the order is created once per checkout (orders.idempotency_key), and the charge's idempotency
//   key is the order plus the attempt number, which only moves on after a declined card, so a
//   retried request never charges twice;
// - the supplier books once per partner order id and never oversells (see the inventory store).
// If the supplier cannot book after the charge (the last room went to someone else a moment
// earlier), the charge is refunded and the traveller sees 'Booking Failed' with the refund.
// A card that asks for 3-D Secure leaves the checkout 'payment_failed' with last_error 'requires_action' and the
// order pending: the browser completes the challenge and pays again (same key: the gateway answers the intent's
// outcome, no second charge), or the gateway's webhook resumes it (resumeCheckoutPayment).
import type { HotelCheckoutRow, OrderRow } from '../../../db/schema';
import { conflict, invalid, invalidDetail, isDomainError } from '../../../lib/domain-error';
import type { CurrencyCode } from '../../../providers/fx';
import type { ChargeResult } from '../../../providers/payments';
import { pollBookingStatus } from '../../../providers/hotel-supply/poll-status';
import { isSupplyError, type BookingGuest, type BookingStatusResult } from '../../../providers/hotel-supply/types';
import { createNotification } from '../../notifications/service';
import { findOrderByIdempotencyKey, transitionOrder, updateOrder } from '../../orders/repository';
import { createOrder } from '../../orders/service';
import type { HotelsContext } from '../context';
import type { GuestDto, PaymentResponse } from '../types';
import { findCheckoutByOrderId, transitionCheckout } from './repository';
import { enqueueHotelBookingMail } from './mail';
import { scheduleHotelReviewReminder } from '../../reviews/hotel-reminder';
import { conflictOf, loadCheckout, orderOf } from './checkout-service';
import {
  checkoutDto,
  priceBreakdown,
  snapshotOf,
  type CheckoutRateSnapshot,
  type FailureReason,
} from './checkout-view';
import { BookingConflictError } from './errors';
import { guestProblems } from './guest-rules';

const orderKey = (row: HotelCheckoutRow) => `hotel-checkout:${row.uuid}`;
export const chargeKey = (order: Pick<OrderRow, 'uuid'>, attempt: number) => `hotel:${order.uuid}:${attempt}`;

function orderDetails(row: HotelCheckoutRow, snap: CheckoutRateSnapshot): Record<string, unknown> {
  const rooms = (row.roomGuests ?? []) as unknown as { guests: GuestDto[] }[];
  return {
    hotel: snap.hotel,
    room: snap.room,
    rooms: row.guests.length,
    guests: row.guests,
    nights: snap.dailyNet.length,
    main_guest: rooms[0]?.guests[0] ?? null,
    room_guests: rooms,
    cancellation: snap.cancellation,
    price: priceBreakdown(row),
    checkout_id: row.uuid,
  };
}

async function response(ctx: HotelsContext, row: HotelCheckoutRow, clientSecret?: string): Promise<PaymentResponse> {
  const order = await orderOf(ctx, row);
  const dto = checkoutDto(row, order);
  return {
    outcome: dto.outcome ?? 'processing',
    order_id: order?.uuid ?? '',
    checkout: dto,
    ...(clientSecret && dto.outcome === 'requires_action' ? { client_secret: clientSecret } : {}),
  };
}

/** The card waits for 3-D Secure: the checkout can be paid again (same attempt, same key), the order stays pending. */
export const AWAITING_ACTION = 'requires_action';

/** Claims the checkout for this attempt and makes sure its order exists, in one transaction. */
async function claim(
  ctx: HotelsContext,
  row: HotelCheckoutRow,
): Promise<{ row: HotelCheckoutRow; order: OrderRow } | null> {
  const snap = snapshotOf(row);
  return ctx.db.transaction(async (tx) => {
    // A declined card is final for its key, so the next attempt gets a new one; a processing error is retried with the same key.
    const attempt =
      row.status === 'payment_failed' && row.lastError === 'payment_declined' ? row.attempt + 1 : row.attempt;
    const claimed = await transitionCheckout(tx, row.id, [row.status], { status: 'paying', attempt, lastError: null });
    if (!claimed) return null;
    let order = claimed.orderId ? await findOrderByIdempotencyKey(tx, orderKey(claimed)) : null;
    if (!order) {
      const contact = claimed.contact as { email: string };
      // The checkout was created with a main guest (guestProblems), the first guest of the first room.
      const main = (claimed.roomGuests as unknown as { guests: GuestDto[] }[])[0]?.guests[0];
      if (!main) throw new Error(`checkout ${claimed.id} has no main guest`);
      order = await createOrder(tx, {
        userId: claimed.userId,
        kind: 'hotel',
        status: 'pending',
        title: snap.hotel.name,
        image: snap.hotel.image ? snap.hotel.image.replace('{size}', '640x400') : null,
        startsOn: claimed.checkin,
        endsOn: claimed.checkout,
        amountMinor: claimed.totalMinor,
        currency: claimed.currency as CurrencyCode,
        perAed: claimed.fxRate,
        contactEmail: contact.email,
        contactName: `${main.first_name} ${main.last_name}`,
        idempotencyKey: orderKey(claimed),
        details: orderDetails(claimed, snap),
      });
      const linked = await transitionCheckout(tx, claimed.id, ['paying'], { orderId: order.id });
      return { row: linked ?? claimed, order };
    }
    // Compare-and-set: an order cancelled unpaid from /orders is not paid afterwards.
    const reopened = await transitionOrder(tx, order.id, ['pending', 'payment_failed'], { status: 'pending' });
    if (!reopened) throw conflict('order_cancelled');
    return { row: claimed, order: reopened };
  });
}

async function settle(
  ctx: HotelsContext,
  row: HotelCheckoutRow,
  order: OrderRow,
  outcome: 'booked' | 'payment_failed' | 'failed',
  extra: { reason?: FailureReason; paymentRef?: string; refundMinor?: number; supplierOrderId?: number },
): Promise<HotelCheckoutRow> {
  const snap = snapshotOf(row);
  const settled = await ctx.db.transaction(async (tx) => {
    const rate = extra.supplierOrderId
      ? ({ ...snap, supplierOrderId: extra.supplierOrderId } as unknown as Record<string, unknown>)
      : row.rate;
    const next = await transitionCheckout(tx, row.id, ['paying'], {
      status: outcome,
      lastError: extra.reason ?? null,
      paymentRef: extra.paymentRef ?? row.paymentRef,
      rate,
    });
    if (!next) throw conflict('booking_changed');
    const details = {
      ...(order.details ?? {}),
      ...orderDetails(next, snap),
      ...(extra.supplierOrderId ? { supplier_order_id: extra.supplierOrderId } : {}),
      ...(extra.reason ? { failure: extra.reason } : {}),
    };
    if (outcome === 'booked') {
      await updateOrder(tx, order.id, { status: 'confirmed', details });
      await enqueueHotelBookingMail(tx, 'confirmed', order, next, ctx.publicUrl);
      // The day-after-check-out review reminder, durable with the confirmation (it re-checks when it runs).
      await scheduleHotelReviewReminder(tx, order);
      if (order.userId !== null)
        await createNotification(tx, {
          recipientId: order.userId,
          actorId: null,
          type: 'HOTEL_ORDER',
          orderUuid: order.uuid,
        });
    } else if (outcome === 'payment_failed') {
      await updateOrder(tx, order.id, { status: 'payment_failed', details });
    } else {
      await updateOrder(tx, order.id, {
        status: 'failed_refund',
        refundMinor: extra.refundMinor ?? 0,
        penaltyMinor: 0,
        details,
      });
      // Only a refund that went through is announced; a refused one is support's to follow up.
      if ((extra.refundMinor ?? 0) > 0)
        await enqueueHotelBookingMail(tx, 'failed', order, next, ctx.publicUrl, extra.refundMinor);
    }
    return next;
  });
  ctx.mailQueue.kick();
  ctx.search.invalidate();
  return settled;
}

function supplierGuests(row: HotelCheckoutRow): { guests: BookingGuest[] }[] {
  return (row.roomGuests as unknown as { guests: GuestDto[] }[]).map((room) => ({
    guests: room.guests.map((g) => ({
      first_name: g.first_name,
      last_name: g.last_name,
      title: g.title,
      citizenship: g.citizenship,
      is_child: g.is_child,
      age: g.age,
    })),
  }));
}

async function book(
  ctx: HotelsContext,
  row: HotelCheckoutRow,
  order: OrderRow,
): Promise<{ status: BookingStatusResult; supplierOrderId?: number }> {
  const { provider } = ctx.supply;
  let supplierOrderId: number | undefined;
  try {
    const form = await provider.createBookingForm({
      partnerOrderId: order.uuid,
      bookHash: row.bookHash,
      language: snapshotOf(row).lang,
    });
    supplierOrderId = form.orderId;
  } catch (e) {
    // A retry after a declined card: the form of the first attempt is still the one to finish.
    if (!isSupplyError(e, 'duplicate_reservation')) throw e;
  }
  const contact = row.contact as { email: string; phone?: string | null };
  await provider.finishBooking({
    partnerOrderId: order.uuid,
    user: { email: contact.email, ...(contact.phone ? { phone: contact.phone } : {}) },
    rooms: supplierGuests(row),
    paymentType: { type: 'deposit', amount: row.netMinor, currency_code: 'AED' },
    language: snapshotOf(row).lang,
  });
  const status = await pollBookingStatus(provider, order.uuid, { intervalMs: ctx.statusPollMs, maxPolls: 10 });
  return { status, supplierOrderId };
}

export async function payCheckout(
  ctx: HotelsContext,
  uuid: string,
  userId: number | null,
  paymentMethod: string,
): Promise<PaymentResponse> {
  let row = await loadCheckout(ctx, uuid, userId);
  if (row.status === 'booked' || row.status === 'failed' || row.status === 'paying') return response(ctx, row);
  if (row.status === 'payment_failed' && row.lastError === AWAITING_ACTION && row.paymentRef) {
    // The last attempt waited for 3-D Secure: its intent says how that ended (the browser may be back before the
    // gateway's event). Still waiting: the same challenge again. Authenticated: book. Failed: this card is charged
    // under the next attempt's key.
    const prior = (await ctx.payments.getIntent(row.paymentRef))?.result;
    if (prior?.status === 'requires_action') return response(ctx, row, prior.clientSecret);
    if (prior?.status === 'succeeded') {
      const claimed = await claim(ctx, row);
      if (!claimed) return response(ctx, await loadCheckout(ctx, uuid, userId));
      return afterCharge(ctx, claimed.row, claimed.order, prior);
    }
    if (prior?.status === 'declined')
      row = (await transitionCheckout(ctx.db, row.id, ['payment_failed'], { lastError: 'payment_declined' })) ?? row;
  }
  if (row.status === 'price_changed') throw new BookingConflictError('price_changed');
  if (!row.contact || !row.roomGuests) throw invalid('main_guest_needed', { field: 'rooms.0.guests.0' });
  // Again here, before money moves: guests saved before these rules existed must not reach the supplier.
  const guestProblem = guestProblems(row.roomGuests as unknown as { guests: GuestDto[] }[], row.guests);
  if (guestProblem) throw invalidDetail(guestProblem);
  if (ctx.now() > row.expiresAt && row.orderId === null) throw new BookingConflictError('expired');

  // Prebook once more right before money moves (ETG's rule); a new price sends the traveller back. Not after
  // 3-D Secure: the card may be charged already, and this price is the one the traveller authenticated.
  let fresh: HotelCheckoutRow = row;
  if (row.lastError !== AWAITING_ACTION)
    try {
      const checked = await ctx.supply.provider.prebook(row.bookHash);
      if (checked.priceChanged) throw new BookingConflictError('price_changed');
      fresh = (await transitionCheckout(ctx.db, row.id, [row.status], { bookHash: checked.bookHash })) ?? row;
    } catch (e) {
      if (e instanceof BookingConflictError || isSupplyError(e))
        await transitionCheckout(ctx.db, row.id, ['open', 'payment_failed'], { status: 'price_changed' });
      if (e instanceof BookingConflictError) throw e;
      conflictOf(e);
    }

  const claimed = await claim(ctx, fresh);
  if (!claimed) return response(ctx, await loadCheckout(ctx, uuid, userId));
  const { order } = claimed;
  const charge = await ctx.payments.charge({
    amountMinor: claimed.row.totalMinor,
    currency: 'AED',
    paymentMethod,
    idempotencyKey: chargeKey(order, claimed.row.attempt),
    description: `Hotel booking ${order.uuid}`,
    orderId: order.id,
  });
  return afterCharge(ctx, claimed.row, order, charge);
}

/**
 * A checkout waiting for 3-D Secure (or after a processing error) whose intent the gateway says has moved on (a
 * webhook, the browser never came back): read the charge under its key and finish as payCheckout would.
 */
export async function resumeCheckoutPayment(
  ctx: HotelsContext,
  row: HotelCheckoutRow,
  /** The intent as the gateway reported it (a webhook), with its key; else the charge is looked up by key. */
  known?: { key: string | null; result: ChargeResult },
): Promise<HotelCheckoutRow> {
  if (row.status !== 'payment_failed' || row.lastError === 'payment_declined' || row.orderId === null) return row;
  const order = await orderOf(ctx, row);
  if (!order) return row;
  const key = chargeKey(order, row.attempt);
  // An event about an earlier attempt (declined, so final) says nothing about this one.
  if (known && known.key !== key) return row;
  const charge = known ? known.result : await ctx.payments.findCharge(key);
  // Nothing decided yet: the browser or the next event finishes it.
  if (!charge || (charge.status !== 'succeeded' && charge.status !== 'declined')) return row;
  let claimed: Awaited<ReturnType<typeof claim>>;
  try {
    claimed = await claim(ctx, row);
  } catch (error) {
    // The order was cancelled unpaid meanwhile: nothing to resume (its intent was cancelled with it).
    if (isDomainError(error) && error.code === 'order_cancelled') return row;
    throw error;
  }
  if (!claimed) return row;
  await afterCharge(ctx, claimed.row, claimed.order, charge);
  return (await findCheckoutByOrderId(ctx.db, order.id)) ?? row;
}

async function afterCharge(
  ctx: HotelsContext,
  claimedRow: HotelCheckoutRow,
  order: OrderRow,
  charge: ChargeResult,
): Promise<PaymentResponse> {
  let current = claimedRow;
  if (charge.status === 'requires_action') {
    // Out of 'paying' so the traveller (or the webhook) can go on; the order stays pending meanwhile.
    current =
      (await transitionCheckout(ctx.db, current.id, ['paying'], {
        status: 'payment_failed',
        lastError: AWAITING_ACTION,
        paymentRef: charge.ref,
      })) ?? current;
    return response(ctx, current, charge.clientSecret);
  }
  if (charge.status !== 'succeeded') {
    current = await settle(ctx, current, order, 'payment_failed', {
      reason: charge.status === 'declined' ? 'payment_declined' : 'payment_error',
      paymentRef: charge.ref,
    });
    return response(ctx, current);
  }

  let outcome: { status: BookingStatusResult; supplierOrderId?: number };
  try {
    outcome = await book(ctx, current, order);
  } catch (e) {
    outcome = {
      status: { partnerOrderId: order.uuid, status: 'failed', error: isSupplyError(e) ? e.code : 'unknown' },
    };
  }
  if (outcome.status.status === 'ok') {
    current = await settle(ctx, current, order, 'booked', {
      paymentRef: charge.ref,
      supplierOrderId: outcome.supplierOrderId,
    });
  } else if (outcome.status.status === 'processing') {
    // Still booking at the supplier: the order stays pending and the checkout 'paying'; its page asks again.
    await transitionCheckout(ctx.db, current.id, ['paying'], { paymentRef: charge.ref });
  } else {
    const refund = await ctx.payments.refund({ ref: charge.ref, amountMinor: current.totalMinor });
    const reason: FailureReason =
      outcome.status.error === 'soldout' || outcome.status.error === 'no_available_rates'
        ? 'sold_out'
        : 'supplier_error';
    current = await settle(ctx, current, order, 'failed', {
      reason,
      paymentRef: charge.ref,
      refundMinor: refund.status === 'refunded' ? current.totalMinor : 0,
      supplierOrderId: outcome.supplierOrderId,
    });
  }
  return response(ctx, current);
}

/** A checkout left 'paying' after a supplier timeout: ask the supplier once and settle if it knows. */
export async function followUpCheckout(ctx: HotelsContext, row: HotelCheckoutRow): Promise<HotelCheckoutRow> {
  if (row.status !== 'paying' || !row.paymentRef || !row.orderId) return row;
  const order = await orderOf(ctx, row);
  if (!order) return row;
  const status = await ctx.supply.provider.bookingStatus(order.uuid).catch(() => null);
  if (status?.status === 'ok') return settle(ctx, row, order, 'booked', { paymentRef: row.paymentRef });
  if (status?.status === 'failed') {
    const refund = await ctx.payments.refund({ ref: row.paymentRef, amountMinor: row.totalMinor });
    return settle(ctx, row, order, 'failed', {
      reason: status.error === 'soldout' ? 'sold_out' : 'supplier_error',
      refundMinor: refund.status === 'refunded' ? row.totalMinor : 0,
    });
  }
  return row;
}
