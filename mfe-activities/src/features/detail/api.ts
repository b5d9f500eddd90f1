import { postJson } from '@/lib/http';
import type { ActivityDetail, ReviewsPage } from '@/lib/api-types';

export async function fetchActivity(acid: string): Promise<ActivityDetail> {
  return postJson<ActivityDetail>('/activities/fetch', { acid });
}

export async function fetchReviews(acid: string, cursor: string, limit = 10): Promise<ReviewsPage> {
  return postJson<ReviewsPage>('/activities/reviews', { acid, cursor, limit });
}
