import { apiPost } from '@jad/shared-ui';
import type { ReviewCalls } from '@jad/shared-ui/reviews';
import type { HotelReviewsPage, MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from '@/lib/api-types';

// Failures are shared-ui's ApiError: the shared review form reads its code and message (serverCodeOf).
const post = <T>(url: string, body: object): Promise<T> => apiPost<T>(url, body);

/** More of the hotel's member reviews, newest first, after `cursor`. */
export const fetchHotelReviews = (hid: string, cursor: string | null) =>
  post<HotelReviewsPage>('/hotels/reviews', { hid, cursor, limit: 5 });

/** The hotel's review calls for the shared review form (shared-ui `WriteReview`). */
export const hotelReviewCalls = (hid: string): ReviewCalls => ({
  mine: () => post<MyReviewsResponse>('/hotels/reviews/mine', { hid }),
  create: (orderId, draft) => post<ReviewWriteResponse>('/hotels/reviews/create', { order_id: orderId, ...draft }),
  update: (reviewId, draft) => post<ReviewWriteResponse>('/hotels/reviews/update', { review_id: reviewId, ...draft }),
  remove: (reviewId) => post<ReviewDeleteResponse>('/hotels/reviews/delete', { review_id: reviewId }),
});
