import { apiRequest } from '@jad/shared-ui';
import type { LikersPage } from '@/lib/api-types';

/** A page of the people who liked a post, newest like first; pass the answer's next_cursor for the next page. */
export async function fetchLikers(postId: string, cursor: string | null, signal?: AbortSignal): Promise<LikersPage> {
  const body = cursor ? { post_id: postId, cursor } : { post_id: postId };
  return (await apiRequest<LikersPage>('post', '/likes/fetch-all', body, { signal })).data;
}
