import type { Db } from '../../db/client';
import type { OrderKind, OrderRow, OrderStatus } from '../../db/schema';
import { notFound } from '../../lib/domain-error';
import { BASE_CURRENCY, convertAedMinor, type CurrencyCode } from '../../providers/fx';
import { verifiedMemberByEmail } from './claim';
import { findOrderByUuid, insertOrder, listOrdersOfUser } from './repository';
import type {
  OrderKind as PublicOrderKind,
  OrderPaymentStatus,
  OrderStatus as PublicOrderStatus,
  OrderTab,
  PublicOrder,
} from './types';
import { renderMessage } from '../../lib/error-codes';

// The public unions in types.ts must stay equal to the schema's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<PublicOrderKind, OrderKind> = true;
const statusesMatch: Same<PublicOrderStatus, OrderStatus> = true;
void kindsMatch;
void statusesMatch;

export const ORDER_NOT_FOUND = renderMessage('order_not_found');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewOrder {
  userId: number | null;
  kind: OrderKind;
  status?: OrderStatus;
  title: string;
  image?: string | null;
  startsOn: string;
  endsOn: string;
  /** The price charged, AED fils. */
  amountMinor: number;
  /** The buyer's display currency and its rate per AED now (from the fx provider). */
  currency: CurrencyCode;
  perAed: string;
  contactEmail: string;
  contactName: string;
  idempotencyKey?: string | null;
  details?: Record<string, unknown>;
}

/** Records an order with its display price fixed at today's rate. Pass the booking's transaction. */
export async function createOrder(tx: Db, input: NewOrder): Promise<OrderRow> {
  const perAed = input.currency === BASE_CURRENCY ? '1' : input.perAed;
  // Booked signed out with a verified member's e-mail: it is that member's order (claim.ts).
  const userId = input.userId ?? (await verifiedMemberByEmail(tx, input.contactEmail));
  return insertOrder(tx, {
    userId,
    kind: input.kind,
    status: input.status ?? 'pending',
    title: input.title,
    image: input.image ?? null,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    amountMinor: input.amountMinor,
    currency: input.currency,
    displayAmountMinor: convertAedMinor(input.amountMinor, input.currency, perAed),
    fxRate: perAed,
    contactEmail: input.contactEmail.trim().toLowerCase(),
    contactName: input.contactName.trim(),
    idempotencyKey: input.idempotencyKey ?? null,
    details: input.details ?? {},
  });
}

/** Today's date in Dubai (UTC+4 all year), as YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export async function listUserOrders(
  db: Db,
  userId: number,
  tab: OrderTab,
  now: Date = new Date(),
): Promise<OrderRow[]> {
  return listOrdersOfUser(db, userId, tab, dubaiToday(now), 100);
}

/**
 * An order its caller may manage: the signed-in owner by reference alone, anyone else (a visitor,
 * or a member managing a booking made signed out) with the contact e-mail too.
 */
export async function accessibleOrder(
  db: Db,
  orderRef: string,
  email: string | undefined,
  userId: number | null,
): Promise<OrderRow> {
  const ref = orderRef.trim();
  const order = UUID.test(ref) ? await findOrderByUuid(db, ref.toLowerCase()) : null;
  if (!order) throw notFound('order_not_found');
  if (userId !== null && order.userId === userId) return order;
  if (email !== undefined && order.contactEmail === email.trim().toLowerCase()) return order;
  throw notFound('order_not_found');
}

/** A visitor's look-up by booking reference and contact e-mail; both must match. */
export async function retrieveOrder(db: Db, orderRef: string, email: string): Promise<OrderRow> {
  const ref = orderRef.trim();
  if (!UUID.test(ref)) throw notFound('order_not_found');
  const order = await findOrderByUuid(db, ref.toLowerCase());
  if (!order || order.contactEmail !== email.trim().toLowerCase()) throw notFound('order_not_found');
  return order;
}

export async function getOrderByUuid(db: Db, uuid: string): Promise<OrderRow | null> {
  return UUID.test(uuid) ? findOrderByUuid(db, uuid.toLowerCase()) : null;
}

/** Marks in an order's details that it was cancelled before anything was charged. */
export const CANCELLED_UNPAID = 'cancelled_unpaid';

export function paymentStatusOf(order: Pick<OrderRow, 'kind' | 'status' | 'details'>): OrderPaymentStatus {
  switch (order.status) {
    case 'confirmed':
    case 'failed_refund':
      return 'paid';
    case 'payment_failed':
      return 'awaiting_payment';
    // A hotel order is pending only while its checkout is charged and booked; an activity order until it is paid.
    case 'pending':
      return order.kind === 'hotel' ? 'processing' : 'awaiting_payment';
    case 'cancelled':
      return (order.details as Record<string, unknown> | null)?.[CANCELLED_UNPAID] === true ? 'not_paid' : 'paid';
  }
}

export function toPublicOrder(order: OrderRow): PublicOrder {
  return {
    order_id: order.uuid,
    kind: order.kind,
    status: order.status,
    payment_status: paymentStatusOf(order),
    title: order.title,
    image: order.image,
    starts_on: order.startsOn,
    ends_on: order.endsOn,
    amount_minor: order.amountMinor,
    currency: order.currency,
    display_amount_minor: order.displayAmountMinor,
    fx_rate: Number(order.fxRate),
    contact_name: order.contactName,
    contact_email: order.contactEmail,
    refund_minor: order.refundMinor,
    penalty_minor: order.penaltyMinor,
    details: order.details,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    cancelled_at: order.cancelledAt ? order.cancelledAt.toISOString() : null,
  };
}
