import { at } from '../../lib/checked';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelReviews, orders } from '../../db/schema';
import type { RatingSummary } from './types';

export type HotelReviewRow = typeof hotelReviews.$inferSelect;

/**
 * Confirmed (not cancelled) hotel orders of this member at this hotel whose check-out date is before `today`,
 * latest check-out first. A hotel order names its hotel by the opaque hid in `details.hotel.hid`; the encoding
 * is deterministic, so the member's orders are matched on it.
 */
export async function pastStays(db: Db, userId: number, encodedHid: string, today: string) {
  return db
    .select({ id: orders.id, uuid: orders.uuid, endsOn: orders.endsOn })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'hotel'),
        eq(orders.status, 'confirmed'),
        lt(orders.endsOn, today),
        sql`${orders.details} -> 'hotel' ->> 'hid' = ${encodedHid}`,
      ),
    )
    .orderBy(desc(orders.endsOn), desc(orders.id))
    .limit(20);
}

export async function reviewsOfOrders(db: Db, orderIds: number[]): Promise<HotelReviewRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(hotelReviews).where(inArray(hotelReviews.orderId, orderIds));
}

export async function findReview(db: Db, reviewId: number): Promise<HotelReviewRow | null> {
  const [row] = await db.select().from(hotelReviews).where(eq(hotelReviews.reviewId, reviewId)).limit(1);
  return row ?? null;
}

export async function insertReview(tx: Db, values: typeof hotelReviews.$inferInsert): Promise<HotelReviewRow> {
  return at(await tx.insert(hotelReviews).values(values).returning(), 0);
}

export async function updateReview(
  tx: Db,
  reviewId: number,
  values: Partial<typeof hotelReviews.$inferInsert>,
): Promise<HotelReviewRow | undefined> {
  const [row] = await tx.update(hotelReviews).set(values).where(eq(hotelReviews.reviewId, reviewId)).returning();
  return row;
}

export async function deleteReview(tx: Db, reviewId: number): Promise<void> {
  await tx.delete(hotelReviews).where(eq(hotelReviews.reviewId, reviewId));
}

/**
 * The members' rating of a hotel, read from its review rows each time (nothing stored to drift; the supplier's
 * own rating stays on the hotel): mean to one decimal, count, and how many gave 1…5 stars.
 */
export async function hotelSummary(db: Db, hid: number): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: hotelReviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(hotelReviews)
    .where(eq(hotelReviews.hid, hid))
    .groupBy(hotelReviews.rating);
  const breakdown: RatingSummary['rating_breakdown'] = [0, 0, 0, 0, 0];
  for (const row of rows) if (row.rating >= 1 && row.rating <= 5) breakdown[row.rating - 1] = row.n;
  const count = breakdown.reduce((s, n) => s + n, 0);
  const sum = breakdown.reduce((s, n, i) => s + n * (i + 1), 0);
  return { rating: count ? Math.round((sum / count) * 10) / 10 : 0, review_count: count, rating_breakdown: breakdown };
}

/** A page of a hotel's reviews, newest first, seeking below `beforeId` (hotel_reviews_hid_idx). */
export async function hotelReviewPage(
  db: Db,
  hid: number,
  beforeId: number | null,
  limit: number,
): Promise<HotelReviewRow[]> {
  return db
    .select()
    .from(hotelReviews)
    .where(and(eq(hotelReviews.hid, hid), beforeId === null ? undefined : lt(hotelReviews.reviewId, beforeId)))
    .orderBy(desc(hotelReviews.reviewId))
    .limit(limit);
}
