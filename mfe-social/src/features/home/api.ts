import { apiRequest } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';

/** The home page's trending row. */
export async function fetchTrending(limit = 8, signal?: AbortSignal): Promise<PublicPost[]> {
  return (await apiRequest<{ rows: PublicPost[] }>('post', '/posts/trending', { limit }, { signal })).data.rows;
}
