import { useCallback, useEffect, useRef, useState } from 'react';
import { appStore, serverMessageOf } from '@jad/shared-ui';
import { statusOf } from '@/lib/actions';
import { onFollowListsStale } from '@/lib/follow-sync';
import { selectProfilePosts, useProfilePosts, useSocialProfile } from '@/lib/store';
import { fetchProfilePosts, fetchSocialProfile, PROFILE_PAGE_SIZE } from '../api';

export type ProfileState = 'loading' | 'ready' | 'userMissing' | 'profileMissing' | 'failed';

/** The profile (store `profile`) and its posts (store `profile_posts`: page 1 replaces, later pages append). */
export function useProfile(username: string, sessionKey: string) {
  const profile = useSocialProfile();
  const posts = useProfilePosts();
  const [state, setState] = useState<ProfileState>('loading');
  const [page, setPage] = useState(0);
  const [count, setCount] = useState(0);
  const [loadingPosts, setLoadingPosts] = useState(false);
  const busy = useRef(false);

  const loadPosts = useCallback(
    async (p: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoadingPosts(true);
      try {
        const list = await fetchProfilePosts(username, p);
        // Pages are offsets: a post shared meanwhile shifts the next page by one, so drop what is already held.
        const held =
          p === 1 ? new Set<string>() : new Set(selectProfilePosts(appStore.getState()).map((x) => x.post_id));
        appStore.getState().mergeProfilePosts(
          list.rows.filter((x) => !held.has(x.post_id)),
          p,
        );
        // A short page is the last one, whatever the count said (posts deleted meanwhile): stop asking.
        setCount(list.rows.length < PROFILE_PAGE_SIZE ? selectProfilePosts(appStore.getState()).length : list.count);
        setPage(p);
      } catch {
        if (p === 1) appStore.getState().mergeProfilePosts([], 1);
      } finally {
        busy.current = false;
        setLoadingPosts(false);
      }
    },
    [username],
  );

  const refreshProfile = useCallback(async () => {
    try {
      appStore.getState().setField('profile', await fetchSocialProfile(username));
      return true;
    } catch (error) {
      const code = statusOf(error);
      if (code === 404) {
        // the api tells an unknown user from an account without a profile
        const message = serverMessageOf(error) ?? '';
        setState(/profile/i.test(message) ? 'profileMissing' : 'userMissing');
      } else setState(code === 400 ? 'userMissing' : 'failed');
      return false;
    }
  }, [username]);

  useEffect(() => {
    let live = true;
    setState('loading');
    appStore.getState().patch({ profile: null, profile_posts: [] });
    setPage(0);
    void refreshProfile().then((ok) => {
      if (!live || !ok) return;
      setState('ready');
      void loadPosts(1);
    });
    // counts change when the reader follows someone from the lists: reload them 200 ms later (spec §9)
    const off = onFollowListsStale(() => void refreshProfile());
    return () => {
      live = false;
      off();
    };
  }, [refreshProfile, loadPosts, sessionKey]);

  const hasMore = page > 0 && posts.length < count;
  const loadMore = useCallback(() => {
    if (hasMore) void loadPosts(page + 1);
  }, [hasMore, loadPosts, page]);

  return {
    profile: profile?.username.toLowerCase() === username.toLowerCase() ? profile : null,
    posts,
    state,
    loadingPosts,
    hasMore,
    loadMore,
    count,
  };
}
