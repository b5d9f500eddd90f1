import { apiPost } from '@jad/shared-ui';
import type { ReviewCalls } from '@jad/shared-ui/reviews';
import type { MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from '@/lib/api-types';

/** The activity's review calls for the shared review form (shared-ui `WriteReview`). */
export const activityReviewCalls = (acid: string): ReviewCalls => ({
  mine: () => apiPost<MyReviewsResponse>('/activities/reviews/mine', { acid }),
  create: (orderId, draft) =>
    apiPost<ReviewWriteResponse>('/activities/reviews/create', { order_id: orderId, ...draft }),
  update: (reviewId, draft) =>
    apiPost<ReviewWriteResponse>('/activities/reviews/update', { review_id: reviewId, ...draft }),
  remove: (reviewId) => apiPost<ReviewDeleteResponse>('/activities/reviews/delete', { review_id: reviewId }),
});
