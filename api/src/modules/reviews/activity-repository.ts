import { at } from '../../lib/checked';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityOrderItems, activityReviews, orders } from '../../db/schema';
import { ratingBreakdown } from '../activities/catalog/repository';
import type { RatingSummary } from './types';

export type ActivityReviewRow = typeof activityReviews.$inferSelect;

/** The activity an order bought tickets for (every line of an order is for one activity). */
export async function activityOfOrder(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: activityOrderItems.activityId })
    .from(activityOrderItems)
    .where(eq(activityOrderItems.orderId, orderId))
    .limit(1);
  return row?.id ?? null;
}

/** Paid, not cancelled orders of this member for this activity whose visit date is before `today`, latest visit first. */
export async function pastPaidOrders(db: Db, userId: number, activityId: number, today: string) {
  return db
    .select({ id: orders.id, uuid: orders.uuid, startsOn: orders.startsOn })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'activity'),
        eq(orders.status, 'confirmed'),
        lt(orders.startsOn, today),
        sql`exists (select 1 from activity_order_items i where i.order_id = ${orders.id} and i.activity_id = ${activityId})`,
      ),
    )
    .orderBy(desc(orders.startsOn), desc(orders.id))
    .limit(20);
}

export async function reviewsOfOrders(db: Db, orderIds: number[]): Promise<ActivityReviewRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(activityReviews).where(inArray(activityReviews.orderId, orderIds));
}

export async function findReview(db: Db, reviewId: number): Promise<ActivityReviewRow | null> {
  const [row] = await db.select().from(activityReviews).where(eq(activityReviews.reviewId, reviewId)).limit(1);
  return row ?? null;
}

/**
 * Locks the activity row for the rest of the transaction: writes to one activity's reviews then run one after
 * another, and each recompute (a new statement, a new snapshot) sees every review committed before it.
 */
export async function lockActivity(tx: Db, activityId: number): Promise<void> {
  await tx
    .select({ id: activities.activityId })
    .from(activities)
    .where(eq(activities.activityId, activityId))
    .for('update');
}

export async function insertReview(tx: Db, values: typeof activityReviews.$inferInsert): Promise<ActivityReviewRow> {
  return at(await tx.insert(activityReviews).values(values).returning(), 0);
}

export async function updateReview(
  tx: Db,
  reviewId: number,
  values: Partial<typeof activityReviews.$inferInsert>,
): Promise<ActivityReviewRow | undefined> {
  const [row] = await tx.update(activityReviews).set(values).where(eq(activityReviews.reviewId, reviewId)).returning();
  return row;
}

export async function deleteReview(tx: Db, reviewId: number): Promise<void> {
  await tx.delete(activityReviews).where(eq(activityReviews.reviewId, reviewId));
}

/**
 * Sets the activity's rating (mean, one decimal) and review count from its review rows, so the list, the search
 * filters (min_rating, sort by rating) and the detail page agree with the breakdown.
 */
export async function recomputeSummary(tx: Db, activityId: number): Promise<RatingSummary> {
  const result = await tx.execute<{ rating: string | number; review_count: string | number }>(sql`
    update activities a set
      rating = coalesce((select round(avg(r.rating)::numeric, 1) from activity_reviews r where r.activity_id = a.activity_id), 0),
      review_count = (select count(*) from activity_reviews r where r.activity_id = a.activity_id)
    where a.activity_id = ${activityId}
    returning a.rating, a.review_count`);
  const row = result.rows[0];
  return {
    rating: Number(row?.rating ?? 0),
    review_count: Number(row?.review_count ?? 0),
    rating_breakdown: await ratingBreakdown(tx, activityId),
  };
}
