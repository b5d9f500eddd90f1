import { api } from '@jad/shared-ui';
import type { FeedPage, PublicPost } from '@/lib/api-types';

export const FEED_PAGE_SIZE = 10;

export async function fetchFeed(cursor: string | null): Promise<FeedPage> {
  return (await api.post<FeedPage>('/posts/fetch-all', { limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) })).data;
}

export async function fetchTrending(limit = 8): Promise<PublicPost[]> {
  return (await api.post<{ rows: PublicPost[] }>('/posts/trending', { limit })).data.rows;
}
