// Bookings made signed out belong to the member whose verified e-mail is the order's contact e-mail. Only a
// verified address counts: anyone can sign up with someone else's e-mail, but only its owner can verify it.
// Claimed at verification (every verifying path calls claimOrdersOfVerifiedEmail in its transaction) and at
// booking time (createOrder asks verifiedMemberByEmail); migration 0630_orders_claim claimed the older ones.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';

/** Gives the member every signed-out order made with their (just verified) e-mail. Pass the verifying transaction. */
export async function claimOrdersOfVerifiedEmail(tx: Db, userId: number, email: string): Promise<number> {
  const claimed = await tx
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(orders.userId), eq(orders.contactEmail, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}

/** The member whose verified e-mail this is, if any (deleted accounts excluded). */
export async function verifiedMemberByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNotNull(users.emailVerifiedAt), isNull(users.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}
