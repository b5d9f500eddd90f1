import { at } from '../../lib/checked';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type NewOrderRow, type OrderRow, type OrderStatus } from '../../db/schema';
import type { OrderTab } from './types';

export const OPEN_STATUSES: OrderStatus[] = ['pending', 'confirmed'];
export const CLOSED_STATUSES: OrderStatus[] = ['cancelled', 'failed_refund'];
/** A refused payment can still be completed (or the order cancelled) until its day has passed. */
const PAYABLE_AGAIN: OrderStatus = 'payment_failed';

export async function insertOrder(db: Db, values: NewOrderRow): Promise<OrderRow> {
  return at(await db.insert(orders).values(values).returning(), 0);
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** `today` is a YYYY-MM-DD date in Dubai time: an order is past once its last day has gone. */
export async function listOrdersOfUser(
  db: Db,
  userId: number,
  tab: OrderTab,
  today: string,
  limit: number,
): Promise<OrderRow[]> {
  const mine = eq(orders.userId, userId);
  const query = db.select().from(orders);
  if (tab === 'active') {
    return query
      .where(and(mine, inArray(orders.status, [...OPEN_STATUSES, PAYABLE_AGAIN]), gte(orders.endsOn, today)))
      .orderBy(asc(orders.startsOn), asc(orders.id))
      .limit(limit);
  }
  if (tab === 'past') {
    return query
      .where(and(mine, inArray(orders.status, OPEN_STATUSES), lt(orders.endsOn, today)))
      .orderBy(desc(orders.endsOn), desc(orders.id))
      .limit(limit);
  }
  return query
    .where(
      and(
        mine,
        or(inArray(orders.status, CLOSED_STATUSES), and(eq(orders.status, PAYABLE_AGAIN), lt(orders.endsOn, today))),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}

export async function updateOrder(
  db: Db,
  id: number,
  patch: Partial<Pick<OrderRow, 'status' | 'refundMinor' | 'penaltyMinor' | 'details' | 'cancelledAt'>>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row ?? null;
}

/** Compare-and-set on the status: the patch applies only while the order is in one of `from`. */
export async function transitionOrder(
  db: Db,
  id: number,
  from: readonly OrderStatus[],
  patch: Partial<Pick<OrderRow, 'status' | 'refundMinor' | 'penaltyMinor' | 'details' | 'cancelledAt'>>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** Locks the order row for the rest of the transaction, so two payment results apply one after the other. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}
