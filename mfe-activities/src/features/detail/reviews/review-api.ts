import { api } from '@jad/shared-ui';
import type { MyReviewsResponse, ReviewDeleteResponse, ReviewPhoto, ReviewWriteResponse } from '@/lib/api-types';
import { postJson } from '@/lib/http';

export interface ReviewDraft {
  rating: number;
  text: string;
  lang: 'en' | 'ar';
  photo_ids: string[];
}

/** My finished bookings of this activity, each with my review or null. */
export const fetchMyReviews = (acid: string) => postJson<MyReviewsResponse>('/activities/reviews/mine', { acid });
export const createReview = (orderId: string, draft: ReviewDraft) => postJson<ReviewWriteResponse>('/activities/reviews/create', { order_id: orderId, ...draft });
export const updateReview = (reviewId: string, draft: ReviewDraft) => postJson<ReviewWriteResponse>('/activities/reviews/update', { review_id: reviewId, ...draft });
export const deleteReview = (reviewId: string) => postJson<ReviewDeleteResponse>('/activities/reviews/delete', { review_id: reviewId });

/** POST /upload?img_dir=review (multipart, field `files`): the member's review photos, re-encoded by the api. */
export async function uploadReviewPhotos(files: File[]): Promise<ReviewPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const res = await api.post<{ media: ReviewPhoto[] }>('/upload?img_dir=review', form, { timeout: 60_000 });
  return res.data.media;
}
