import { api, type ReviewCalls } from '@jad/shared-ui';
import type { HotelReviewsPage, MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from '@/lib/api-types';
import { sessionReady } from '@/lib/session-ready';

// The axios error is passed on as it is (not turned into ApiError): the shared review form reads the api's
// `code` and message from it (shared-ui serverCodeOf).
async function post<T>(url: string, body: object): Promise<T> {
  await sessionReady();
  return (await api.post<T>(url, body)).data;
}

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
