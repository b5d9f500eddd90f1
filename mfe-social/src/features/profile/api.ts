import { api } from '@jad/shared-ui';
import type { PagedList, PublicPost, SocialProfile } from '@/lib/api-types';

export const PROFILE_PAGE_SIZE = 12;

export async function fetchSocialProfile(username: string): Promise<SocialProfile> {
  return (await api.post<SocialProfile>('/social/profile', { username })).data;
}

export async function fetchProfilePosts(username: string, page: number): Promise<PagedList<PublicPost>> {
  return (await api.post<PagedList<PublicPost>>('/posts/profile', { username, page, limit: PROFILE_PAGE_SIZE })).data;
}
