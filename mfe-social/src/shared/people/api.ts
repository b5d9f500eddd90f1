import { apiRequest } from '@jad/shared-ui';
import type { FollowState, PagedList, PersonToFollow, PublicFollow } from '@/lib/api-types';

export async function setFollow(uuid: string, follow: boolean): Promise<FollowState> {
  const res = follow
    ? await apiRequest<FollowState>('post', '/follows', { followed_uuid: uuid })
    : await apiRequest<FollowState>('delete', '/follows', { followed: true, followed_uuid: uuid });
  return res.data;
}

export async function fetchPeopleToFollow(limit = 8, signal?: AbortSignal): Promise<PersonToFollow[]> {
  return (await apiRequest<{ rows: PersonToFollow[] }>('post', '/users/people-follow', { limit }, { signal })).data
    .rows;
}

/** side 'followers': who follows `uuid`; 'following': whom `uuid` follows (spec §7 payloads). */
export async function fetchFollows(
  uuid: string,
  side: 'followers' | 'following',
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<PublicFollow>> {
  const body = side === 'followers' ? { followed_uuid: uuid, page } : { following_uuid: uuid, page };
  return (await apiRequest<PagedList<PublicFollow>>('post', '/follows/fetch-all', body, { signal })).data;
}
