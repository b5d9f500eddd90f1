// Shapes of the member review calls, inferred from the response schemas (./responses.ts); front ends
// `import type` them.
import type { z } from 'zod';
import type * as r from './responses';

export type ReviewPhoto = z.infer<typeof r.reviewPhoto>;

/** A review as its author sees it (to edit or delete). */
export type MemberReview = z.infer<typeof r.memberReview>;

/** One of the member's bookings of this activity or hotel whose visit (or stay) is over. */
export type ReviewableOrder = z.infer<typeof r.reviewableOrder>;

export type MyReviewsResponse = z.infer<typeof r.myReviewsResponse>;

/** An activity's rating after a write: what the detail page shows above the reviews. */
export type RatingSummary = z.infer<typeof r.ratingSummary>;

export type ReviewWriteResponse = z.infer<typeof r.reviewWriteResponse>;

export type ReviewDeleteResponse = z.infer<typeof r.reviewDeleteResponse>;

/** A member's review of a hotel as the hotel page shows it; every one is from a stay booked here (verified). */
export type HotelReview = z.infer<typeof r.hotelReview>;

/** Newest first; pass `next_cursor` back as `cursor` for more (null on the last page). */
export type HotelReviewsPage = z.infer<typeof r.hotelReviewsPageResponse>;

/** The members' reviews on the hotel page, beside (never instead of) the supplier's rating. */
export type GuestReviews = z.infer<typeof r.guestReviews>;
