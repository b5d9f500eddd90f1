import { apiRequest } from '@jad/shared-ui';
import { takeFrameAnswer } from '@jad/shared-ui/frame';
import type { FeedPage } from '@/lib/api-types';
import { FEED_PAGE_SIZE } from '@/shared/feed-page-size';

/** The two tabs of /feed: people I follow (and me), newest first; ranked public posts (all a visitor sees). */
export type FeedTab = 'following' | 'for_you';
export const FEED_TABS: readonly FeedTab[] = ['following', 'for_you'];

/** A page of a feed tab; the first For you page may have been asked already by the first frame (src/frame): used once. */
export async function fetchFeed(tab: FeedTab, cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  const body = { tab, limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return (
    takeFrameAnswer<FeedPage>('POST', '/posts/fetch-all', body) ??
    (await apiRequest<FeedPage>('post', '/posts/fetch-all', body, { signal })).data
  );
}
