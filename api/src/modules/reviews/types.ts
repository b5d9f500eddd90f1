// Shapes of the member review calls; front ends `import type` them.

export interface ReviewPhoto {
  /** Opaque media id (kind 'media'). */
  id: string;
  url: string;
  thumbnail: string | null;
  width: number;
  height: number;
}

/** A review as its author sees it (to edit or delete). */
export interface MemberReview {
  review_id: string;
  /** The order it reviews. */
  order_id: string;
  rating: number;
  text: string;
  lang: 'en' | 'ar';
  photos: ReviewPhoto[];
  created_at: string;
  updated_at: string | null;
}

/** One of the member's bookings of this activity or hotel whose visit (or stay) is over. */
export interface ReviewableOrder {
  order_id: string;
  /** The visit date, or the check-out date of a stay. */
  date: string;
  review: MemberReview | null;
}

export interface MyReviewsResponse {
  orders: ReviewableOrder[];
}

/** An activity's rating after a write: what the detail page shows above the reviews. */
export interface RatingSummary {
  rating: number;
  review_count: number;
  rating_breakdown: [number, number, number, number, number];
}

export interface ReviewWriteResponse {
  review: MemberReview;
  summary: RatingSummary;
}

export interface ReviewDeleteResponse {
  summary: RatingSummary;
}

/** A member's review of a hotel as the hotel page shows it; every one is from a stay booked here (verified). */
export interface HotelReview {
  review_id: string;
  author_name: string;
  rating: number;
  text: string;
  lang: 'en' | 'ar';
  created_at: string;
  updated_at: string | null;
  verified: true;
  photos: ReviewPhoto[];
}

/** Newest first; pass `next_cursor` back as `cursor` for more (null on the last page). */
export interface HotelReviewsPage {
  rows: HotelReview[];
  next_cursor: string | null;
}

/** The members' reviews on the hotel page, beside (never instead of) the supplier's rating. */
export interface GuestReviews extends HotelReviewsPage {
  summary: RatingSummary;
}
