import { apiRequest } from '@jad/shared-ui';
import type { PagedList, PublicPost, SocialProfile } from '@/lib/api-types';

export const PROFILE_PAGE_SIZE = 12;

export async function fetchSocialProfile(username: string): Promise<SocialProfile> {
  return (await apiRequest<SocialProfile>('post', '/social/profile', { username })).data;
}

export async function fetchProfilePosts(username: string, page: number): Promise<PagedList<PublicPost>> {
  return (
    await apiRequest<PagedList<PublicPost>>('post', '/posts/profile', { username, page, limit: PROFILE_PAGE_SIZE })
  ).data;
}
