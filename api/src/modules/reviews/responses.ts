// zod schemas of the member review answers: the routes' response schemas, and the source of ./types.ts.
import { z } from 'zod';

export const reviewPhoto = z.object({
  /** Opaque media id (kind 'media'). */
  id: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  width: z.number(),
  height: z.number(),
});

const lang = z.enum(['en', 'ar']);

export const memberReview = z.object({
  review_id: z.string(),
  /** The order it reviews. */
  order_id: z.string(),
  rating: z.number(),
  text: z.string(),
  lang,
  photos: z.array(reviewPhoto),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});

export const reviewableOrder = z.object({
  order_id: z.string(),
  /** The visit date, or the check-out date of a stay. */
  date: z.string(),
  review: memberReview.nullable(),
});

export const myReviewsResponse = z.object({ orders: z.array(reviewableOrder) });

/** Count of reviews per star, index 0 = 1 star … 4 = 5 stars. */
export const ratingBreakdown = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]);

export const ratingSummary = z.object({
  rating: z.number(),
  review_count: z.number(),
  rating_breakdown: ratingBreakdown,
});

export const reviewWriteResponse = z.object({ review: memberReview, summary: ratingSummary });
export const reviewDeleteResponse = z.object({ summary: ratingSummary });

export const hotelReview = z.object({
  review_id: z.string(),
  author_name: z.string(),
  rating: z.number(),
  text: z.string(),
  lang,
  created_at: z.string(),
  updated_at: z.string().nullable(),
  verified: z.literal(true),
  photos: z.array(reviewPhoto),
});

export const hotelReviewsPageResponse = z.object({
  rows: z.array(hotelReview),
  /** Pass back as `cursor` for more; null on the last page. */
  next_cursor: z.string().nullable(),
});

export const guestReviews = hotelReviewsPageResponse.extend({ summary: ratingSummary });
