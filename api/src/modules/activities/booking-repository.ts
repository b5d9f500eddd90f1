import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityBranches, activityOrderItems, orders, type OrderRow } from '../../db/schema';
import type { TicketLine } from './types';

export async function findActivityForBooking(db: Db, activityId: number) {
  const [row] = await db
    .select({
      activityId: activities.activityId,
      slug: activities.slug,
      nameEn: activities.nameEn,
      nameAr: activities.nameAr,
      kidFriendly: activities.kidFriendly,
      minAge: activities.minAge,
      priceAdultMinor: activities.priceAdultMinor,
      priceTeenMinor: activities.priceTeenMinor,
      priceChildMinor: activities.priceChildMinor,
      freeCancellationHours: activities.freeCancellationHours,
    })
    .from(activities)
    .where(eq(activities.activityId, activityId))
    .limit(1);
  return row ?? null;
}

/** The branch only if it belongs to that activity. */
export async function findBranchOf(db: Db, activityId: number, branchId: number) {
  const [row] = await db
    .select()
    .from(activityBranches)
    .where(and(eq(activityBranches.branchId, branchId), eq(activityBranches.activityId, activityId)))
    .limit(1);
  return row ?? null;
}

export async function insertOrderItems(
  tx: Db,
  orderId: number,
  item: { activityId: number; branchId: number; visitDate: string },
  lines: TicketLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(activityOrderItems).values(
    lines.map((line) => ({
      orderId,
      ...item,
      band: line.band,
      quantity: line.quantity,
      unitPriceMinor: line.unit_price_minor,
    })),
  );
}

/** Locks the order row for the rest of the transaction, so two payment results apply one after the other. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function findOrderItems(db: Db, orderId: number) {
  return db.select().from(activityOrderItems).where(eq(activityOrderItems.orderId, orderId));
}
