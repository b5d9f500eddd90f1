import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import { isUniqueViolation } from '../social/shared/pg-errors';
import { decodeActivityId } from '../activities/catalog/service';
import { REVIEW_KIND } from '../activities/ids';
import { findOrderById } from '../orders/repository';
import { dubaiToday, getOrderByUuid } from '../orders/service';
import type { AuthUser } from '../users/types';
import * as repo from './activity-repository';
import { authorNameOf } from './author';
import { reviewErrors } from './errors';
import { decodePhotoIds, photosOfReviews, releaseReviewPhotos, setReviewPhotos } from './photos';
import type { ReviewInput } from './schemas';
import type { MemberReview, MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from './types';

export interface ReviewContext {
  db: Db;
  ids: OpaqueIds;
  user: AuthUser;
  /** Injected by tests; defaults to the clock. */
  now?: Date;
}

async function toMemberReview(
  db: Db,
  ids: OpaqueIds,
  row: repo.ActivityReviewRow,
  orderUuid: string,
): Promise<MemberReview> {
  const photos = await photosOfReviews(db, 'activity', [row.reviewId], ids);
  const lang = row.lang ?? 'en';
  return {
    review_id: ids.encodeId(REVIEW_KIND, row.reviewId),
    order_id: orderUuid,
    rating: row.rating,
    text: lang === 'ar' ? row.textAr : row.textEn,
    lang,
    photos: photos.get(row.reviewId) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The member's text goes in the column of its language; the other stays empty (the page falls back to it). */
const textColumns = (input: ReviewInput) => ({
  textEn: input.lang === 'en' ? input.text : '',
  textAr: input.lang === 'ar' ? input.text : '',
  lang: input.lang,
});

/** The order if this member may review it now: theirs, an activity, paid and not cancelled, the visit day over. */
async function reviewableOrder(ctx: ReviewContext, orderRef: string): Promise<{ order: OrderRow; activityId: number }> {
  const order = await getOrderByUuid(ctx.db, orderRef);
  if (!order || order.kind !== 'activity' || order.userId !== ctx.user.id) throw reviewErrors.notBuyer();
  if (order.status !== 'confirmed') throw reviewErrors.notPaid();
  if (order.startsOn >= dubaiToday(ctx.now)) throw reviewErrors.tooEarly(order.startsOn);
  const activityId = await repo.activityOfOrder(ctx.db, order.id);
  if (activityId === null) throw reviewErrors.notBuyer();
  return { order, activityId };
}

/** The member's own review by id, with its order; anyone else's (or a seeded one) is 404. */
async function ownReview(
  ctx: ReviewContext,
  reviewRef: string,
): Promise<{ row: repo.ActivityReviewRow; orderUuid: string }> {
  const id = ctx.ids.tryDecodeId(REVIEW_KIND, reviewRef);
  const row = id === null ? null : await repo.findReview(ctx.db, id);
  if (!row || row.userId !== ctx.user.id || row.orderId === null) throw reviewErrors.notFound();
  const order = await findOrderById(ctx.db, row.orderId);
  if (!order) throw reviewErrors.notFound();
  return { row, orderUuid: order.uuid };
}

/** This member's finished bookings of the activity, each with its review or null: what the page offers to review. */
export async function myActivityReviews(ctx: ReviewContext, acid: string): Promise<MyReviewsResponse> {
  const activityId = decodeActivityId(ctx.ids, acid);
  const orders = await repo.pastPaidOrders(ctx.db, ctx.user.id, activityId, dubaiToday(ctx.now));
  const reviews = await repo.reviewsOfOrders(
    ctx.db,
    orders.map((o) => o.id),
  );
  const byOrder = new Map(reviews.map((r) => [r.orderId, r]));
  return {
    orders: await Promise.all(
      orders.map(async (o) => {
        const review = byOrder.get(o.id);
        return {
          order_id: o.uuid,
          date: o.startsOn,
          review: review ? await toMemberReview(ctx.db, ctx.ids, review, o.uuid) : null,
        };
      }),
    ),
  };
}

export async function createActivityReview(
  ctx: ReviewContext,
  orderRef: string,
  input: ReviewInput,
): Promise<ReviewWriteResponse> {
  const { order, activityId } = await reviewableOrder(ctx, orderRef);
  const photoIds = decodePhotoIds(ctx.ids, input.photo_ids);
  try {
    return await ctx.db.transaction(async (tx) => {
      await repo.lockActivity(tx, activityId);
      if ((await repo.reviewsOfOrders(tx, [order.id])).length > 0) throw reviewErrors.alreadyReviewed();
      const row = await repo.insertReview(tx, {
        activityId,
        userId: ctx.user.id,
        orderId: order.id,
        verified: true,
        authorName: authorNameOf(ctx.user),
        rating: input.rating,
        ...textColumns(input),
      });
      await setReviewPhotos(tx, 'activity', row.reviewId, ctx.user.id, photoIds);
      const summary = await repo.recomputeSummary(tx, activityId);
      return { review: await toMemberReview(tx, ctx.ids, row, order.uuid), summary };
    });
  } catch (error) {
    // Two first reviews of one order raced past the check: the unique index keeps one.
    if (isUniqueViolation(error)) throw reviewErrors.alreadyReviewed();
    throw error;
  }
}

export async function updateActivityReview(
  ctx: ReviewContext,
  reviewRef: string,
  input: ReviewInput,
): Promise<ReviewWriteResponse> {
  const { row, orderUuid } = await ownReview(ctx, reviewRef);
  const photoIds = decodePhotoIds(ctx.ids, input.photo_ids);
  return ctx.db.transaction(async (tx) => {
    await repo.lockActivity(tx, row.activityId);
    const updated = await repo.updateReview(tx, row.reviewId, {
      rating: input.rating,
      ...textColumns(input),
      updatedAt: new Date(),
    });
    if (!updated) throw reviewErrors.notFound();
    await setReviewPhotos(tx, 'activity', row.reviewId, ctx.user.id, photoIds);
    const summary = await repo.recomputeSummary(tx, row.activityId);
    return { review: await toMemberReview(tx, ctx.ids, updated, orderUuid), summary };
  });
}

export async function deleteActivityReview(ctx: ReviewContext, reviewRef: string): Promise<ReviewDeleteResponse> {
  const { row } = await ownReview(ctx, reviewRef);
  return ctx.db.transaction(async (tx) => {
    await repo.lockActivity(tx, row.activityId);
    await releaseReviewPhotos(tx, 'activity', row.reviewId);
    await repo.deleteReview(tx, row.reviewId);
    return { summary: await repo.recomputeSummary(tx, row.activityId) };
  });
}
