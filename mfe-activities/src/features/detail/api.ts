import { apiPost } from '@jad/shared-ui';
import type { ActivityDetail, ReviewsPage } from '@/lib/api-types';

export async function fetchActivity(acid: string): Promise<ActivityDetail> {
  return apiPost<ActivityDetail>('/activities/fetch', { acid });
}

/** A page of reviews, newest first; no cursor: the first page. */
export async function fetchReviews(acid: string, cursor: string | null, limit = 10): Promise<ReviewsPage> {
  return apiPost<ReviewsPage>('/activities/reviews', cursor ? { acid, cursor, limit } : { acid, limit });
}
