import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activityTickets, type ActivityTicketRow } from '../../../db/schema';

export async function insertTicket(
  tx: Db,
  values: {
    uuid: string;
    orderId: number;
    codeHash: string;
    adult: number;
    teen: number;
    child: number;
    issuedAt: Date;
  },
): Promise<void> {
  // One ticket per order: a second success of the same order (settle job and request racing) adds nothing.
  await tx.insert(activityTickets).values(values).onConflictDoNothing({ target: activityTickets.orderId });
}

export async function findTicketOfOrder(db: Db, orderId: number): Promise<ActivityTicketRow | null> {
  const [row] = await db.select().from(activityTickets).where(eq(activityTickets.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function findTicketByHash(db: Db, codeHash: string): Promise<ActivityTicketRow | null> {
  const [row] = await db.select().from(activityTickets).where(eq(activityTickets.codeHash, codeHash)).limit(1);
  return row ?? null;
}

/** Compare-and-set valid → redeemed: of any number of concurrent calls, one gets the row back. */
export async function redeemTicket(db: Db, codeHash: string, now: Date): Promise<ActivityTicketRow | null> {
  const [row] = await db
    .update(activityTickets)
    .set({ status: 'redeemed', redeemedAt: now })
    .where(and(eq(activityTickets.codeHash, codeHash), eq(activityTickets.status, 'valid')))
    .returning();
  return row ?? null;
}

/** Compare-and-set valid → cancelled for the order's ticket; null when there is none or it is no longer valid. */
export async function cancelTicketOfOrder(tx: Db, orderId: number, now: Date): Promise<ActivityTicketRow | null> {
  const [row] = await tx
    .update(activityTickets)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(activityTickets.orderId, orderId), eq(activityTickets.status, 'valid')))
    .returning();
  return row ?? null;
}
