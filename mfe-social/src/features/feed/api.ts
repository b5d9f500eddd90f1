import { apiRequest } from '@jad/shared-ui';
import { takeFrameAnswer } from '@jad/shared-ui/frame';
import type { FeedPage } from '@/lib/api-types';
import { FEED_PAGE_SIZE } from '@/shared/feed-page-size';

/** A page of the feed; the first one may have been asked already by the first frame (src/frame): used once. */
export async function fetchFeed(cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  const body = { limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return (
    takeFrameAnswer<FeedPage>('POST', '/posts/fetch-all', body) ??
    (await apiRequest<FeedPage>('post', '/posts/fetch-all', body, { signal })).data
  );
}
