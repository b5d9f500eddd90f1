import { renderMessage } from '../../lib/error-codes';
// Confirming a plan = buying its tickets: one activity order per unpaid item through the activities team's
// booking service (priced by them, idempotent per item), paid with the PaymentMethod of the card fields. Each
// success is recorded on its item at once; when the last item is paid the plan is confirmed and PAID_PLAN is
// sent, in one transaction. The answer says per item what happened and what this call charged (AED fils).
import { conflict, forbidden, invalid, isClientFailure } from '../../lib/domain-error';
import type { CurrencyCode } from '../../providers/fx';
import { createActivityOrder, payActivityOrder, type BookingContext } from '../activities/booking/service';
import { createNotification } from '../notifications/service';
import { enqueuePlanPaidMail } from './paid-mail';
import type { AuthUser } from '../users/types';
import { decodePlanId, visiblePlan } from './access';
import { dubaiToday } from './calendar';
import { ACTIVITY_KIND, BRANCH_KIND, PLAN_ITEM_KIND } from './constants';
import type { PlansContext } from './context';
import { getPlanDetail } from './read-service';
import { findItem, listDays, listItems, listItemsWithActivities, lockPlan, touchPlan, updateItem } from './repository';
import type { ConfirmPlanResponse, PlanPaymentItem } from './types';

export const PLAN_PAST = renderMessage('plan_past');
export const PLAN_EMPTY = renderMessage('plan_empty');
export const DAY_PASSED = 'This day has passed: its tickets can no longer be bought';
const ITEM_CHANGED =
  'This activity changed while paying: its tickets were bought for the earlier day (see your orders); confirm again for the new one';
export const NOT_TRIED = 'Not charged: the card was declined for an earlier activity';
export const AWAITING_AUTHENTICATION = 'Waiting for 3-D Secure: complete it and confirm again';
export const NOT_TRIED_YET = 'Not charged yet: the card is waiting for 3-D Secure on an earlier activity';
const PAYMENT_FAILED = 'The payment could not be processed. Please try again';
/** Every charge is in AED (fils); the display currency is only shown. */
const CHARGE_CURRENCY = 'AED';

type ReasonCode = NonNullable<PlanPaymentItem['reason_code']>;

export interface ConfirmInput {
  pid: string;
  /** The card fields' PaymentMethod id; every item's charge uses it. */
  paymentMethod: string;
  currency: CurrencyCode;
}

export async function confirmPlan(
  ctx: PlansContext,
  user: AuthUser,
  input: ConfirmInput,
): Promise<ConfirmPlanResponse> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const plan = await visiblePlan(ctx.db, planId, user.id);
  if (plan.userId !== user.id) throw forbidden('not_your_plan');
  const today = dubaiToday(ctx.now);
  if (plan.endDate < today) throw conflict('plan_past');

  const [days, items] = await Promise.all([listDays(ctx.db, planId), listItemsWithActivities(ctx.db, planId)]);
  if (items.length === 0) throw invalid('plan_empty');
  const dateOf = new Map(days.map((d) => [d.planDayId, d.date]));
  const unpaid = items
    .filter((i) => i.item.paidAt === null)
    .sort(
      (a, b) =>
        (dateOf.get(a.item.planDayId) ?? '').localeCompare(dateOf.get(b.item.planDayId) ?? '') ||
        a.item.startMin - b.item.startMin,
    );

  const booking: BookingContext = {
    db: ctx.db,
    ids: ctx.ids,
    fx: ctx.fx,
    payments: ctx.payments,
    codes: ctx.codes,
    user,
    ...(ctx.now ? { now: ctx.now } : {}),
  };
  const outcomes: PlanPaymentItem[] = [];
  const notPaid = (item_id: string, code: ReasonCode, reason: string, extra: Partial<PlanPaymentItem> = {}) =>
    outcomes.push({
      item_id,
      outcome: 'not_paid',
      order_id: null,
      charged_minor: 0,
      reason_code: code,
      reason,
      ...extra,
    });
  // One card pays every ticket order: the gateway may need it attached to a Customer to use it more than once
  // (the same key, so confirming again reuses that Customer).
  const card = await ctx.payments.reusableCard(input.paymentMethod, `plan-card:${planId}:${input.paymentMethod}`);
  let refused: 'declined' | 'failed' | null = null;
  /** An item's charge waits for 3-D Secure: nothing after it is tried until the browser completes it. */
  let waiting: string | null = null;
  for (const { item } of unpaid) {
    const itemRef = ctx.ids.encodeId(PLAN_ITEM_KIND, item.planItemId);
    const date = dateOf.get(item.planDayId) as string;
    // A declined card is final: the next items are not tried, and each says why.
    if (refused === 'declined') {
      notPaid(itemRef, 'not_tried', NOT_TRIED);
      continue;
    }
    if (waiting !== null) {
      notPaid(itemRef, 'not_tried', NOT_TRIED_YET);
      continue;
    }
    if (date < today) {
      notPaid(itemRef, 'day_passed', DAY_PASSED);
      continue;
    }
    let orderUuid: string;
    let chargedMinor: number;
    try {
      const { order } = await createActivityOrder(booking, {
        acid: ctx.ids.encodeId(ACTIVITY_KIND, item.activityId),
        branch_id: ctx.ids.encodeId(BRANCH_KIND, item.branchId),
        visit_date: date,
        tickets: { adult: plan.adults, teen: plan.teens, child: plan.children },
        currency: input.currency,
        // One order per item, day and branch: confirming again (a retry, a second card) reuses it.
        idempotency_key: `plan-${planId}-${item.planItemId}-${item.branchId}-${date}`,
      });
      const paid = await payActivityOrder(booking, order.order_id, card.paymentMethod, card.customer);
      if (paid.payment.status === 'requires_action') {
        waiting = paid.payment.client_secret ?? '';
        notPaid(itemRef, 'requires_action', AWAITING_AUTHENTICATION, { order_id: order.order_id });
        continue;
      }
      if (paid.payment.status !== 'succeeded') {
        // Declined: the same card would be refused for the next items too. A processing error is this charge's
        // only (its key is kept, so pressing again retries it safely): the next items are still tried.
        refused = paid.payment.status;
        notPaid(
          itemRef,
          paid.payment.status === 'declined' ? 'declined' : 'payment_failed',
          paid.payment.error ?? PAYMENT_FAILED,
          { order_id: order.order_id },
        );
        continue;
      }
      orderUuid = order.order_id;
      // An order confirmed before this call (an earlier press charged it) costs nothing now.
      chargedMinor = order.status === 'confirmed' ? 0 : paid.order.amount_minor;
    } catch (error) {
      // A ticket rule of the activities team (ages, closed that day…): this item only.
      if (isClientFailure(error)) {
        notPaid(itemRef, 'ticket_rule', error.message);
        continue;
      }
      throw error;
    }
    const recorded = await ctx.db.transaction(async (tx) => {
      await lockPlan(tx, planId);
      const current = await findItem(tx, planId, item.planItemId);
      if (!current || current.planDayId !== item.planDayId || current.branchId !== item.branchId) return false;
      await updateItem(tx, item.planItemId, { orderUuid, paidAt: new Date() });
      return true;
    });
    if (recorded)
      outcomes.push({
        item_id: itemRef,
        outcome: 'paid',
        order_id: orderUuid,
        charged_minor: chargedMinor,
        reason_code: null,
        reason: null,
      });
    else notPaid(itemRef, 'item_changed', ITEM_CHANGED, { order_id: orderUuid, charged_minor: chargedMinor });
  }

  const allPaid = await ctx.db.transaction(async (tx) => {
    const locked = await lockPlan(tx, planId);
    if (!locked) return false;
    const rows = await listItems(tx, planId);
    const complete = rows.length > 0 && rows.every((r) => r.paidAt !== null);
    if (complete && locked.paidAt === null) {
      await touchPlan(tx, planId, { paidAt: new Date() });
      await createNotification(tx, { recipientId: user.id, actorId: null, type: 'PAID_PLAN', userPlanId: planId });
      if (ctx.mail)
        await enqueuePlanPaidMail(
          tx,
          user,
          await getPlanDetail({ ...ctx, db: tx }, planId, user.id),
          ctx.mail.publicUrl,
          ctx.now ?? new Date(),
        );
    }
    return complete;
  });
  ctx.mail?.queue.kick();

  const payment = summarise(outcomes, allPaid, refused);
  return {
    plan: await getPlanDetail(ctx, planId, user.id),
    payment: waiting === null ? payment : { ...payment, status: 'requires_action', client_secret: waiting },
  };
}

/** What this call did: a paid item outranks a refusal (never 'declined' after a charge). */
export function summarise(
  outcomes: PlanPaymentItem[],
  allPaid: boolean,
  refused: 'declined' | 'failed' | null,
): ConfirmPlanResponse['payment'] {
  const paidItems = outcomes.filter((o) => o.outcome === 'paid').length;
  const status = allPaid ? 'succeeded' : paidItems > 0 ? 'partial' : (refused ?? 'failed');
  return {
    status,
    paid_items: paidItems,
    charged_minor: outcomes.reduce((sum, o) => sum + o.charged_minor, 0),
    currency: CHARGE_CURRENCY,
    items: outcomes,
    failures: outcomes
      .filter((o) => o.outcome === 'not_paid')
      .map((o) => ({ item_id: o.item_id, message: o.reason ?? PAYMENT_FAILED })),
  };
}
