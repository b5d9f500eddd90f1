import type { ReviewCalls } from '@jad/shared-ui';
import type { MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from '@/lib/api-types';
import { postJson } from '@/lib/http';

/** The activity's review calls for the shared review form (shared-ui `WriteReview`). */
export const activityReviewCalls = (acid: string): ReviewCalls => ({
  mine: () => postJson<MyReviewsResponse>('/activities/reviews/mine', { acid }),
  create: (orderId, draft) =>
    postJson<ReviewWriteResponse>('/activities/reviews/create', { order_id: orderId, ...draft }),
  update: (reviewId, draft) =>
    postJson<ReviewWriteResponse>('/activities/reviews/update', { review_id: reviewId, ...draft }),
  remove: (reviewId) => postJson<ReviewDeleteResponse>('/activities/reviews/delete', { review_id: reviewId }),
});
