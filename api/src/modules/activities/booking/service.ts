import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import type { OpaqueIds } from '../../../lib/opaque-id';
import type { FxProvider } from '../../../providers/fx';
import { scheduleJob } from '../../../jobs/queue';
import type { ChargeResult, PaymentsProvider } from '../../../providers/payments';
import { findOrderByIdempotencyKey, lockOrder, updateOrder } from '../../orders/repository';
import { createOrder, dubaiToday, getOrderByUuid } from '../../orders/service';
import type { AuthUser } from '../../users/types';
import { findActivityForBooking, findBranchOf, insertOrderItems } from './repository';
import { decodeActivityId } from '../catalog/service';
import { BRANCH_KIND } from '../ids';
import { thumbnailUrl } from '../images/urls';
import { readDetails, toActivityOrder, type ActivityOrderDetails } from '../orders/details';
import { conflict, invalid, notFound } from '../../../lib/domain-error';
import { priceTickets, ticketRuleError } from './pricing';
import { visitStartsAt } from '../orders/cancellation';
import type { TicketCodes } from '../tickets/code';
import { issueTicket } from '../tickets/service';
import type { CreateOrderInput } from './order-input';
import type { ActivityOrder, PayResponse } from '../types';
import { visitDateError } from './visit-date';
import type { MailQueue } from '../../../mail/dispatch';
import { enqueueActivityOrderConfirmedMail } from '../orders/mail';
import { scheduleReviewReminder } from '../../reviews/reminder';
import { renderMessage } from '../../../lib/error-codes';

export interface BookingContext {
  db: Db;
  ids: OpaqueIds;
  fx: FxProvider;
  payments: PaymentsProvider;
  codes: TicketCodes;
  user: AuthUser;
  /** Injected by tests; defaults to the clock. */
  now?: Date;
  /** Set: the tickets mail is queued when the order is confirmed (a plan mails its own summary instead). */
  mail?: { queue: MailQueue; publicUrl: string };
}

export const BRANCH_REQUIRED = renderMessage('branch_required');
export const ORDER_CANCELLED = renderMessage('order_cancelled');
export const VISIT_PASSED = renderMessage('visit_date_passed');

/** Scoped by user, so one user's key can never return or block another user's order. */
const orderKey = (userId: number, clientKey: string) => `activity:${userId}:${clientKey}`;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function ownActivityOrder(order: OrderRow | null, userId: number): OrderRow {
  if (!order || order.kind !== 'activity' || order.userId !== userId) throw notFound('order_not_found');
  return order;
}

/**
 * Creates a pending order for tickets of one activity, at one branch, on one day. Prices come from the
 * activity row; the display amount is fixed at today's rate. The client's idempotency key makes a
 * double click or a retried request return the first order instead of making a second.
 */
export async function createActivityOrder(
  ctx: BookingContext,
  input: CreateOrderInput,
): Promise<{ order: ActivityOrder; created: boolean }> {
  const activityId = decodeActivityId(ctx.ids, input.acid);
  if (!input.branch_id) throw invalid('branch_required');
  const branchId = ctx.ids.decodeId(BRANCH_KIND, input.branch_id);
  const key = orderKey(ctx.user.id, input.idempotency_key);

  const existing = await findOrderByIdempotencyKey(ctx.db, key);
  if (existing) return { order: toActivityOrder(ownActivityOrder(existing, ctx.user.id)), created: false };

  const activity = await findActivityForBooking(ctx.db, activityId);
  if (!activity) throw notFound('activity_not_found');
  const branch = await findBranchOf(ctx.db, activityId, branchId);
  if (!branch) throw invalid('branch_required');

  const ruleError = ticketRuleError(input.tickets, { kidFriendly: activity.kidFriendly, minAge: activity.minAge });
  if (ruleError) throw ruleError;
  const dateError = visitDateError(input.visit_date, branch.hours, dubaiToday(ctx.now));
  if (dateError) throw dateError;

  const priced = priceTickets(input.tickets, {
    adult: activity.priceAdultMinor,
    teen: activity.priceTeenMinor,
    child: activity.priceChildMinor,
  });
  const rate = input.currency === 'AED' ? { perAed: '1' } : await ctx.fx.getRate(input.currency);
  if (!rate) throw invalid('currency_unavailable', { field: 'currency' });

  const acid = ctx.ids.encodeId('activity', activityId);
  const details: ActivityOrderDetails = {
    activity_id: acid,
    name_en: activity.nameEn,
    name_ar: activity.nameAr,
    horizontal_thumbnail: thumbnailUrl(activity.slug),
    branch: {
      branch_id: ctx.ids.encodeId(BRANCH_KIND, branch.branchId),
      name_en: branch.nameEn,
      name_ar: branch.nameAr,
      area: branch.area,
    },
    visit_date: input.visit_date,
    tickets: priced.lines,
    payment_attempt: 0,
    payment: null,
    free_cancellation_hours: activity.freeCancellationHours,
    visit_starts_at: visitStartsAt(input.visit_date, branch.hours).toISOString(),
  };
  try {
    const order = await ctx.db.transaction(async (tx) => {
      const row = await createOrder(tx, {
        userId: ctx.user.id,
        kind: 'activity',
        status: 'pending',
        title: activity.nameEn,
        image: details.horizontal_thumbnail,
        startsOn: input.visit_date,
        endsOn: input.visit_date,
        amountMinor: priced.totalMinor,
        currency: input.currency,
        perAed: rate.perAed,
        contactEmail: input.contact_email ?? ctx.user.email,
        contactName: input.contact_name ?? (`${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.username),
        idempotencyKey: key,
        details,
      });
      await insertOrderItems(
        tx,
        row.id,
        { activityId, branchId: branch.branchId, visitDate: input.visit_date },
        priced.lines,
      );
      return row;
    });
    return { order: toActivityOrder(order), created: true };
  } catch (error) {
    // Two first requests with one key raced: the loser answers with the winner's order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByIdempotencyKey(ctx.db, key);
    if (!winner) throw error;
    return { order: toActivityOrder(ownActivityOrder(winner, ctx.user.id)), created: false };
  }
}

export async function getActivityOrder(
  ctx: Pick<BookingContext, 'db' | 'user'>,
  orderRef: string,
): Promise<ActivityOrder> {
  return toActivityOrder(ownActivityOrder(await getOrderByUuid(ctx.db, orderRef.trim()), ctx.user.id));
}

export const SETTLE_JOB = 'activities.settle-order';
/** Long enough that a live payment request has finished; short enough that the buyer sees a settled order soon. */
export const SETTLE_DELAY_MS = 2 * 60_000;

/** One key per order and attempt: the charge and the job that settles it share it. */
export const chargeKey = (orderUuid: string, attempt: number) => `activity-order:${orderUuid}:${attempt}`;

/**
 * Records a charge's outcome on the order in one transaction; a success confirms it, issues its ticket and queues
 * the tickets mail (after the ticket: the mail carries its voucher), a decline opens the next attempt.
 */
async function applyChargeResult(
  db: Db,
  codes: TicketCodes,
  orderId: number,
  attempt: number,
  result: ChargeResult,
  publicUrl: string | null,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('order_not_found');
    // Another request of this order already applied a success: keep it.
    if (locked.status === 'confirmed') return locked;
    const details = readDetails(locked);
    // A late answer about an earlier attempt (a webhook out of order) changes nothing but a success.
    if (result.status !== 'succeeded' && attempt !== details.payment_attempt) return locked;
    const payment = { status: result.status, error: result.error ?? null };
    if (result.status === 'succeeded') {
      const confirmed =
        (await updateOrder(tx, locked.id, {
          status: 'confirmed',
          details: { ...details, payment, payment_ref: result.ref },
        })) ?? locked;
      await issueTicket(tx, codes, confirmed);
      if (publicUrl !== null) await enqueueActivityOrderConfirmedMail(tx, confirmed);
      await scheduleReviewReminder(tx, confirmed);
      return confirmed;
    }
    const nextAttempt =
      result.status === 'declined' && details.payment_attempt === attempt ? attempt + 1 : details.payment_attempt;
    const status =
      result.status === 'declined' ? 'payment_failed' : result.status === 'requires_action' ? 'pending' : locked.status;
    // The intent waiting for 3-D Secure is kept so the next pay request (or the webhook) reads how it ended.
    const ref = result.status === 'requires_action' && result.ref ? { payment_ref: result.ref } : {};
    return (
      (await updateOrder(tx, locked.id, {
        status,
        details: { ...details, ...ref, payment, payment_attempt: nextAttempt },
      })) ?? locked
    );
  });
}

/**
 * The settle job: confirms an order whose card was charged but whose confirmation never ran (the api stopped in
 * between). Asks the payments provider for the charge under the attempt's key; nothing charged, nothing to do.
 */
export async function settleActivityOrder(
  db: Db,
  payments: PaymentsProvider,
  codes: TicketCodes,
  orderUuid: string,
  attempt: number,
  publicUrl: string | null = null,
  /** The charge as the gateway reported it (a webhook); else it is looked up by the attempt's key. */
  known?: ChargeResult,
): Promise<void> {
  const order = await getOrderByUuid(db, orderUuid);
  if (!order || order.kind !== 'activity' || order.status === 'confirmed' || order.status === 'cancelled') return;
  const result = known ?? (await payments.findCharge(chargeKey(order.uuid, attempt)));
  // A success confirms; a refusal the gateway reported later (3-D Secure failed after the browser left) opens the
  // next attempt. Pending answers (requires_action, processing) wait for the next event.
  if (result?.status === 'succeeded' || result?.status === 'declined')
    await applyChargeResult(db, codes, order.id, attempt, result, publicUrl);
}

/**
 * Pays a pending order. The payment's idempotency key is derived from the order and its attempt
 * number, never from the request: a double click, a retry after a network error or a second tab
 * all charge under one key, so the card is charged at most once. A decline moves to the next attempt
 * (a new card gets a fresh key); a processing failure keeps the key, so retrying it is safe. A card that asks for
 * 3-D Secure answers requires_action with the client secret: the browser completes it and pays again with the same
 * key, which reads the intent's outcome (the gateway's webhook settles it too if the browser never comes back).
 */
export async function payActivityOrder(
  ctx: BookingContext,
  orderRef: string,
  paymentMethod: string,
  /** The Customer the PaymentMethod is attached to, when one card pays several orders (a plan). */
  customer: string | null = null,
): Promise<PayResponse> {
  let order = ownActivityOrder(await getOrderByUuid(ctx.db, orderRef.trim()), ctx.user.id);
  const publicUrl = ctx.mail?.publicUrl ?? null;
  const before = readDetails(order);
  if (before.payment?.status === 'requires_action' && before.payment_ref) {
    // The last attempt waited for 3-D Secure: its intent says how that ended (the browser may be back before the
    // gateway's event). A success is the answer; a failed challenge moves on to the next attempt, so this card is
    // charged under a fresh key; still waiting, the browser gets the same challenge again.
    const prior = (await ctx.payments.getIntent(before.payment_ref))?.result;
    if (prior?.status === 'requires_action')
      return {
        order: toActivityOrder(order),
        payment: {
          status: 'requires_action',
          error: null,
          ...(prior.clientSecret ? { client_secret: prior.clientSecret } : {}),
        },
      };
    if (prior?.status === 'succeeded' || prior?.status === 'declined')
      order = await applyChargeResult(ctx.db, ctx.codes, order.id, before.payment_attempt, prior, publicUrl);
  }
  if (order.status === 'confirmed')
    return { order: toActivityOrder(order), payment: { status: 'succeeded', error: null } };
  if (order.status === 'cancelled' || order.status === 'failed_refund') throw conflict('order_cancelled');
  if (order.startsOn < dubaiToday(ctx.now)) throw conflict('visit_date_passed');

  const attempt = readDetails(order).payment_attempt;
  const key = chargeKey(order.uuid, attempt);
  if (order.amountMinor > 0) {
    // Written before the card is charged: if this process dies between the charge and the confirmation, the job
    // finds the charge under its key and confirms the order (the buyer may never come back to retry).
    await scheduleJob(ctx.db, {
      kind: SETTLE_JOB,
      payload: { order: order.uuid, attempt },
      runAt: new Date(Date.now() + SETTLE_DELAY_MS),
      dedupeKey: key,
    });
  }
  const result: ChargeResult =
    order.amountMinor === 0
      ? { status: 'succeeded', ref: 'free' }
      : await ctx.payments.charge({
          amountMinor: order.amountMinor,
          currency: 'AED',
          paymentMethod,
          customer,
          idempotencyKey: key,
          description: `Tickets: ${order.title}`,
          orderId: order.id,
        });

  const updated = await applyChargeResult(ctx.db, ctx.codes, order.id, attempt, result, publicUrl);
  ctx.mail?.queue.kick();
  const final = toActivityOrder(updated);
  // A concurrent request may have confirmed the order while this one saw a failure: report the order's truth.
  if (final.status === 'confirmed') return { order: final, payment: { status: 'succeeded', error: null } };
  return {
    order: final,
    payment: {
      status: result.status,
      error: result.error ?? null,
      ...(result.clientSecret ? { client_secret: result.clientSecret } : {}),
    },
  };
}
