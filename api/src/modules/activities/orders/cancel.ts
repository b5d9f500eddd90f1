import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { scheduleJob } from '../../../jobs/queue';
import type { PaymentsProvider } from '../../../providers/payments';
import { lockOrder, transitionOrder, updateOrder } from '../../orders/repository';
import { getOrderByUuid } from '../../orders/service';
import type { ErrorCode } from '../../../lib/error-codes';
import { conflict, notFound } from '../../../lib/domain-error';
import { cancellationTerms } from './cancellation';
import { readDetails } from './details';
import { enqueueActivityOrderCancelledMail } from './mail';
import { cancelTicketOfOrder, findTicketOfOrder } from '../tickets/repository';
import type { MailQueue } from '../../../mail/dispatch';

export const REFUND_JOB = 'activities.refund-order';
/** The refund is tried right after the cancel commits; the job is the safety net if that try never finishes. */
const REFUND_RETRY_DELAY_MS = 60_000;

const REFUSALS = {
  cancelled: 'order_already_cancelled',
  not_confirmed: 'order_not_confirmed',
  redeemed: 'ticket_used_no_cancel',
  non_refundable: 'non_refundable',
  deadline_passed: 'cancellation_deadline_passed',
} as const satisfies Record<string, ErrorCode>;

function refuse(reason: keyof typeof REFUSALS): never {
  throw conflict(REFUSALS[reason]);
}

export interface CancelContext {
  db: Db;
  payments: PaymentsProvider;
  now: Date;
  /** The cancellation mail (with its refund) is queued in the cancel's transaction and sent after the commit. */
  mail: { queue: MailQueue; publicUrl: string };
}

/**
 * Cancels a paid activity order inside its free-cancellation period: in one transaction the order becomes cancelled
 * with the full price as its refund, its ticket is cancelled (a venue scan then answers "cancelled"), and a refund
 * job is queued; after the commit the refund is made at once. The order row lock makes a second cancel wait and then
 * see "already cancelled", so the money goes back once.
 */
export async function cancelActivityOrder(ctx: CancelContext, order: OrderRow): Promise<OrderRow> {
  if (order.kind !== 'activity') throw notFound('order_not_found');
  const cancelled = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw notFound('order_not_found');
    const details = readDetails(locked);
    const terms = cancellationTerms(locked, details, await findTicketOfOrder(tx, locked.id), ctx.now);
    if (!terms.cancellable) refuse(terms.reason ?? 'not_confirmed');
    // A scan between the check and here would leave no valid ticket: then the order is used, not cancelled.
    if (!(await cancelTicketOfOrder(tx, locked.id, ctx.now))) refuse('redeemed');
    const refund = terms.refund_minor;
    const row = await transitionOrder(tx, locked.id, ['confirmed'], {
      status: 'cancelled',
      refundMinor: refund,
      penaltyMinor: locked.amountMinor - refund,
      cancelledAt: ctx.now,
      details: refund > 0 ? { ...details, refund_status: 'pending' } : details,
    });
    if (!row) refuse('cancelled');
    await enqueueActivityOrderCancelledMail(tx, row, refund, ctx.mail.publicUrl);
    if (refund > 0) {
      await scheduleJob(tx, {
        kind: REFUND_JOB,
        payload: { order: row.uuid },
        runAt: new Date(Date.now() + REFUND_RETRY_DELAY_MS),
        dedupeKey: `activity-refund:${row.uuid}`,
      });
    }
    return row;
  });
  ctx.mail.queue.kick();
  if (cancelled.refundMinor && cancelled.refundMinor > 0) {
    try {
      await refundActivityOrder(ctx.db, ctx.payments, cancelled.uuid);
    } catch {
      // Left pending: the refund job tries again.
    }
  }
  return (await getOrderByUuid(ctx.db, cancelled.uuid)) ?? cancelled;
}

/**
 * Refunds a cancelled order's charge (the refund job and the cancel request both call it). Idempotent: a refund
 * already recorded is not made again, and the provider keys a refund by charge and amount, so two racing calls
 * return the one refund.
 */
export async function refundActivityOrder(db: Db, payments: PaymentsProvider, orderUuid: string): Promise<void> {
  const order = await getOrderByUuid(db, orderUuid);
  if (!order || order.kind !== 'activity' || order.status !== 'cancelled') return;
  const details = readDetails(order);
  if (details.refund_status !== 'pending' || !order.refundMinor) return;
  const ref =
    details.payment_ref ?? (await payments.findCharge(`activity-order:${order.uuid}:${details.payment_attempt}`))?.ref;
  if (!ref) throw new Error(`${REFUND_JOB}: no charge found for order ${order.uuid}`);
  const result = await payments.refund({ ref, amountMinor: order.refundMinor });
  const refunded = result.status === 'refunded';
  await updateOrder(db, order.id, {
    details: {
      ...details,
      refund_status: refunded ? 'refunded' : 'failed',
      ...(refunded ? { refunded_at: new Date().toISOString() } : {}),
    },
  });
}
