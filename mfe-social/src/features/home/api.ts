import { api } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';

/** The home page's trending row. */
export async function fetchTrending(limit = 8): Promise<PublicPost[]> {
  return (await api.post<{ rows: PublicPost[] }>('/posts/trending', { limit })).data.rows;
}
