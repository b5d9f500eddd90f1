import { postJson } from '@/lib/http';
import type { ActivityDetail, ReviewsPage } from '@/lib/api-types';

export async function fetchActivity(acid: string): Promise<ActivityDetail> {
  return postJson<ActivityDetail>('/activities/fetch', { acid });
}

/** A page of reviews, newest first; no cursor: the first page. */
export async function fetchReviews(acid: string, cursor: string | null, limit = 10): Promise<ReviewsPage> {
  return postJson<ReviewsPage>('/activities/reviews', cursor ? { acid, cursor, limit } : { acid, limit });
}
