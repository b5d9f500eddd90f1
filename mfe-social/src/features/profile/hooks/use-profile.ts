import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appStore, serverMessageOf } from '@jad/shared-ui';
import { statusOf } from '@/lib/actions';
import { socialKeys } from '@/lib/query-keys';
import { selectProfilePosts, useProfilePosts, useSocialProfile } from '@/lib/store';
import { fetchProfilePosts, fetchSocialProfile, PROFILE_PAGE_SIZE } from '../api';

export type ProfileState = 'loading' | 'ready' | 'userMissing' | 'profileMissing' | 'failed';

function missingOrFailed(error: unknown): ProfileState {
  const code = statusOf(error);
  // the api tells an unknown user from an account without a profile
  if (code === 404) return /profile/i.test(serverMessageOf(error) ?? '') ? 'profileMissing' : 'userMissing';
  return code === 400 ? 'userMissing' : 'failed';
}

/**
 * The profile (store `profile`) and its posts (store `profile_posts`: page 1 replaces, later pages append). The
 * queries load them into the store, which is the copy on screen (a like or a follow changes it there), so they
 * are asked for again on each visit rather than kept.
 */
export function useProfile(username: string, sessionKey: string) {
  const profile = useSocialProfile();
  const posts = useProfilePosts();
  const viewer = sessionKey === 'visitor' ? null : sessionKey;
  const ready = sessionKey !== 'loading';

  const header = useQuery({
    queryKey: socialKeys.profile(username, viewer),
    queryFn: async ({ signal }) => {
      const found = await fetchSocialProfile(username, signal);
      appStore.getState().setField('profile', found);
      return found;
    },
    enabled: ready,
    staleTime: 0,
    gcTime: 0,
  });

  const list = useInfiniteQuery({
    queryKey: socialKeys.profilePosts(username, viewer),
    queryFn: async ({ pageParam: p, signal }) => {
      try {
        const page = await fetchProfilePosts(username, p, signal);
        // Pages are offsets: a post shared meanwhile shifts the next page by one, so drop what is already held.
        const held =
          p === 1 ? new Set<string>() : new Set(selectProfilePosts(appStore.getState()).map((x) => x.post_id));
        appStore.getState().mergeProfilePosts(
          page.rows.filter((x) => !held.has(x.post_id)),
          p,
        );
        // A short page is the last one, whatever the count said (posts deleted meanwhile): stop asking.
        const shown = selectProfilePosts(appStore.getState()).length;
        return { page: p, more: page.rows.length === PROFILE_PAGE_SIZE && shown < page.count };
      } catch (error) {
        if (p === 1 && !signal.aborted) appStore.getState().mergeProfilePosts([], 1);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.more ? last.page + 1 : null),
    enabled: ready && header.isSuccess,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const state: ProfileState = header.isSuccess
    ? 'ready'
    : header.isError && !header.isFetching
      ? missingOrFailed(header.error)
      : 'loading';
  const hasMore = list.hasNextPage;
  const loadingPosts = list.isFetching;
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingPosts) void fetchNextPage();
  }, [hasMore, loadingPosts, fetchNextPage]);

  return {
    profile: state === 'ready' && profile?.username.toLowerCase() === username.toLowerCase() ? profile : null,
    // Another profile's posts may still be in the store until this one's first page has come.
    posts: list.data ? posts : [],
    state,
    loadingPosts,
    hasMore,
    loadMore,
    retry: () => void header.refetch(),
  };
}
