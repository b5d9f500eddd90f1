// Member reviews of hotels: the activity rules (./activity-service.ts) for a stay. Only the member's own confirmed
// hotel order whose check-out date is over (Dubai date) can be reviewed, once; the text is kept as written with its
// language. The members' summary is read from the rows; the supplier's rating of the hotel is left alone.
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import { isUniqueViolation } from '../social/shared/pg-errors';
import { findOrderById } from '../orders/repository';
import { dubaiToday, getOrderByUuid } from '../orders/service';
import type { ReviewContext } from './activity-service';
import { authorNameOf } from './author';
import { reviewErrors } from './errors';
import * as repo from './hotel-repository';
import { decodePhotoIds, photosOfReviews, releaseReviewPhotos, setReviewPhotos } from './photos';
import type { ReviewInput } from './schemas';
import type {
  GuestReviews,
  HotelReview,
  HotelReviewsPage,
  MemberReview,
  MyReviewsResponse,
  ReviewDeleteResponse,
  ReviewWriteResponse,
} from './types';

export const HOTEL_KIND = 'hotel';
export const HOTEL_REVIEW_KIND = 'hotel-review';
export const HOTEL_REVIEWS_FIRST_PAGE = 5;

/** The hotel a hotel order booked (its opaque hid in the order details), or null for anything else. */
export function hidOfOrder(ids: OpaqueIds, order: OrderRow): number | null {
  const hotel = (order.details as { hotel?: { hid?: unknown } } | null)?.hotel;
  return typeof hotel?.hid === 'string' ? ids.tryDecodeId(HOTEL_KIND, hotel.hid) : null;
}

async function toMemberReview(
  db: Db,
  ids: OpaqueIds,
  row: repo.HotelReviewRow,
  orderUuid: string,
): Promise<MemberReview> {
  const photos = await photosOfReviews(db, 'hotel', [row.reviewId], ids);
  return {
    review_id: ids.encodeId(HOTEL_REVIEW_KIND, row.reviewId),
    order_id: orderUuid,
    rating: row.rating,
    text: row.text,
    lang: row.lang,
    photos: photos.get(row.reviewId) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The order if this member may review it now: theirs, a hotel, confirmed and not cancelled, the check-out day over. */
async function reviewableStay(ctx: ReviewContext, orderRef: string): Promise<{ order: OrderRow; hid: number }> {
  const order = await getOrderByUuid(ctx.db, orderRef);
  if (!order || order.kind !== 'hotel' || order.userId !== ctx.user.id) throw reviewErrors.notBuyer();
  if (order.status !== 'confirmed') throw reviewErrors.notPaid();
  if (order.endsOn >= dubaiToday(ctx.now)) throw reviewErrors.tooEarly(order.endsOn);
  const hid = hidOfOrder(ctx.ids, order);
  if (hid === null) throw reviewErrors.notBuyer();
  return { order, hid };
}

async function ownReview(
  ctx: ReviewContext,
  reviewRef: string,
): Promise<{ row: repo.HotelReviewRow; orderUuid: string }> {
  const id = ctx.ids.tryDecodeId(HOTEL_REVIEW_KIND, reviewRef);
  const row = id === null ? null : await repo.findReview(ctx.db, id);
  if (!row || row.userId !== ctx.user.id || row.orderId === null) throw reviewErrors.notFound();
  const order = await findOrderById(ctx.db, row.orderId);
  if (!order) throw reviewErrors.notFound();
  return { row, orderUuid: order.uuid };
}

/** This member's finished stays at the hotel, each with its review or null: what the page offers to review. */
export async function myHotelReviews(ctx: ReviewContext, hidRef: string): Promise<MyReviewsResponse> {
  const hid = ctx.ids.decodeId(HOTEL_KIND, hidRef);
  const stays = await repo.pastStays(ctx.db, ctx.user.id, ctx.ids.encodeId(HOTEL_KIND, hid), dubaiToday(ctx.now));
  const byOrder = new Map(
    (
      await repo.reviewsOfOrders(
        ctx.db,
        stays.map((s) => s.id),
      )
    ).map((r) => [r.orderId, r]),
  );
  return {
    orders: await Promise.all(
      stays.map(async (s) => {
        const review = byOrder.get(s.id);
        return {
          order_id: s.uuid,
          date: s.endsOn,
          review: review ? await toMemberReview(ctx.db, ctx.ids, review, s.uuid) : null,
        };
      }),
    ),
  };
}

export async function createHotelReview(
  ctx: ReviewContext,
  orderRef: string,
  input: ReviewInput,
): Promise<ReviewWriteResponse> {
  const { order, hid } = await reviewableStay(ctx, orderRef);
  const photoIds = decodePhotoIds(ctx.ids, input.photo_ids);
  try {
    return await ctx.db.transaction(async (tx) => {
      if ((await repo.reviewsOfOrders(tx, [order.id])).length > 0) throw reviewErrors.alreadyReviewed();
      const row = await repo.insertReview(tx, {
        hid,
        userId: ctx.user.id,
        orderId: order.id,
        authorName: authorNameOf(ctx.user),
        rating: input.rating,
        text: input.text,
        lang: input.lang,
      });
      await setReviewPhotos(tx, 'hotel', row.reviewId, ctx.user.id, photoIds);
      return { review: await toMemberReview(tx, ctx.ids, row, order.uuid), summary: await repo.hotelSummary(tx, hid) };
    });
  } catch (error) {
    // Two first reviews of one order raced past the check: the unique index keeps one.
    if (isUniqueViolation(error)) throw reviewErrors.alreadyReviewed();
    throw error;
  }
}

export async function updateHotelReview(
  ctx: ReviewContext,
  reviewRef: string,
  input: ReviewInput,
): Promise<ReviewWriteResponse> {
  const { row, orderUuid } = await ownReview(ctx, reviewRef);
  const photoIds = decodePhotoIds(ctx.ids, input.photo_ids);
  return ctx.db.transaction(async (tx) => {
    const updated = await repo.updateReview(tx, row.reviewId, {
      rating: input.rating,
      text: input.text,
      lang: input.lang,
      updatedAt: new Date(),
    });
    if (!updated) throw reviewErrors.notFound();
    await setReviewPhotos(tx, 'hotel', row.reviewId, ctx.user.id, photoIds);
    return {
      review: await toMemberReview(tx, ctx.ids, updated, orderUuid),
      summary: await repo.hotelSummary(tx, row.hid),
    };
  });
}

export async function deleteHotelReview(ctx: ReviewContext, reviewRef: string): Promise<ReviewDeleteResponse> {
  const { row } = await ownReview(ctx, reviewRef);
  return ctx.db.transaction(async (tx) => {
    await releaseReviewPhotos(tx, 'hotel', row.reviewId);
    await repo.deleteReview(tx, row.reviewId);
    return { summary: await repo.hotelSummary(tx, row.hid) };
  });
}

/** A page of the hotel's member reviews, newest first; the cursor is the last review's opaque id. */
export async function hotelReviewsPage(
  db: Db,
  ids: OpaqueIds,
  hid: number,
  cursor: string | null,
  limit: number,
): Promise<HotelReviewsPage> {
  const before = cursor === null ? null : ids.decodeId(HOTEL_REVIEW_KIND, cursor);
  const rows = await repo.hotelReviewPage(db, hid, before, limit + 1);
  const page = rows.slice(0, limit);
  const photos = await photosOfReviews(
    db,
    'hotel',
    page.map((r) => r.reviewId),
    ids,
  );
  const reviews: HotelReview[] = page.map((r) => ({
    review_id: ids.encodeId(HOTEL_REVIEW_KIND, r.reviewId),
    author_name: r.authorName,
    rating: r.rating,
    text: r.text,
    lang: r.lang,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt?.toISOString() ?? null,
    verified: true,
    photos: photos.get(r.reviewId) ?? [],
  }));
  return { rows: reviews, next_cursor: rows.length > limit ? (reviews.at(-1)?.review_id ?? null) : null };
}

/** What the hotel page shows under "Guest reviews": the members' summary and the newest reviews. */
export async function guestReviews(db: Db, ids: OpaqueIds, hid: number): Promise<GuestReviews> {
  const [summary, page] = await Promise.all([
    repo.hotelSummary(db, hid),
    hotelReviewsPage(db, ids, hid, null, HOTEL_REVIEWS_FIRST_PAGE),
  ]);
  return { summary, ...page };
}
