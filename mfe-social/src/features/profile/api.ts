import { apiRequest } from '@jad/shared-ui';
import type { PagedList, PublicPost, RelationPerson, RelationState, SocialProfile } from '@/lib/api-types';

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

export type RelationKind = 'muted' | 'blocked';

/** Mutes or unmutes (`on`), blocks or unblocks a member. */
export async function setRelation(kind: RelationKind, uuid: string, on: boolean): Promise<RelationState> {
  const body = kind === 'muted' ? { user_uuid: uuid, muted: on } : { user_uuid: uuid, blocked: on };
  return (await apiRequest<RelationState>('post', kind === 'muted' ? '/social/mute' : '/social/block', body)).data;
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
