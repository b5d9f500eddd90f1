import { apiRequest } from '@jad/shared-ui';
import type { PagedList, PublicPost, RelationPerson, SocialProfile } from '@/lib/api-types';
import type { RelationKind } from '@/shared/relations/api';

export const PROFILE_PAGE_SIZE = 12;

export async function fetchSocialProfile(username: string, signal?: AbortSignal): Promise<SocialProfile> {
  return (await apiRequest<SocialProfile>('post', '/social/profile', { username }, { signal })).data;
}

export async function fetchProfilePosts(
  username: string,
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<PublicPost>> {
  const body = { username, page, limit: PROFILE_PAGE_SIZE };
  return (await apiRequest<PagedList<PublicPost>>('post', '/posts/profile', body, { signal })).data;
}

export const RELATIONS_PAGE_SIZE = 20;

export async function fetchRelations(
  kind: RelationKind,
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<RelationPerson>> {
  const body = { kind, page, limit: RELATIONS_PAGE_SIZE };
  return (await apiRequest<PagedList<RelationPerson>>('post', '/social/relations', body, { signal })).data;
}
