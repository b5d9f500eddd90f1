import { apiRequest } from '@jad/shared-ui';
import type { TagPage } from '@/lib/api-types';

export const TAG_PAGE_SIZE = 12;

/** A page of the public posts with a tag, newest first (keyset: pass next_cursor back). */
export async function fetchTagPosts(tag: string, cursor: string | null, signal?: AbortSignal): Promise<TagPage> {
  const body = { tag, limit: TAG_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return (await apiRequest<TagPage>('post', '/tags/posts', body, { signal })).data;
}
