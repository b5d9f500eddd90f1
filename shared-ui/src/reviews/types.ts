// The review shapes the shared parts read: those of api/src/modules/reviews/types.ts, said again here because
// shared-ui does not import the api's types (the remotes do, and they match these).

/** What is reviewed: it picks the words ("Verified booking" or "Verified stay", "your visit" or "your stay"). */
export type ReviewSubject = 'activity' | 'hotel';

export interface ReviewPhotoView {
  id: string;
  url: string;
  thumbnail: string | null;
}

export interface MemberReviewView {
  review_id: string;
  order_id: string;
  rating: number;
  text: string;
  lang: 'en' | 'ar';
  photos: ReviewPhotoView[];
}

export interface ReviewableOrderView {
  order_id: string;
  /** The visit date, or the check-out date of a stay. */
  date: string;
  review: MemberReviewView | null;
}

export type RatingBreakdownCounts = [number, number, number, number, number];

export interface RatingSummaryView {
  rating: number;
  review_count: number;
  rating_breakdown: RatingBreakdownCounts;
}

export interface ReviewDraft {
  rating: number;
  text: string;
  lang: 'en' | 'ar';
  photo_ids: string[];
}

/** A remote's review calls (its own routes); the write answers carry the new summary. */
export interface ReviewCalls {
  mine(): Promise<{ orders: ReviewableOrderView[] }>;
  create(orderId: string, draft: ReviewDraft): Promise<{ review: MemberReviewView; summary: RatingSummaryView }>;
  update(reviewId: string, draft: ReviewDraft): Promise<{ review: MemberReviewView; summary: RatingSummaryView }>;
  remove(reviewId: string): Promise<{ summary: RatingSummaryView }>;
}
