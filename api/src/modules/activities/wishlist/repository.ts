import { at } from '../../../lib/checked';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, wishlist } from '../../../db/schema';
import { findSummariesByIds } from '../catalog/repository';
import type { SummaryRecord } from '../catalog/repository';

export async function addToWishlist(db: Db, userId: number, activityId: number): Promise<void> {
  await db.insert(wishlist).values({ userId, activityId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, userId: number, activityId: number): Promise<void> {
  await db.delete(wishlist).where(and(eq(wishlist.userId, userId), eq(wishlist.activityId, activityId)));
}

/** Newest addition first; page numbers as the client's list semantics expect (page 1 replaces). */
export async function wishlistPage(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: SummaryRecord[]; count: number }> {
  const mine = eq(wishlist.userId, userId);
  const [ids, totals] = await Promise.all([
    db
      .select({ id: wishlist.activityId })
      .from(wishlist)
      .innerJoin(activities, eq(activities.activityId, wishlist.activityId))
      .where(mine)
      .orderBy(desc(wishlist.createdAt), desc(wishlist.activityId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(wishlist).where(mine),
  ]);
  const rows = await findSummariesByIds(
    db,
    ids.map((r) => r.id),
    userId,
  );
  const byId = new Map(rows.map((r) => [r.activityId, r]));
  return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), count: at(totals, 0).n };
}
