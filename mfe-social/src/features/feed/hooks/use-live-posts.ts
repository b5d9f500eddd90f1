import { useCallback, useEffect, useState } from 'react';
import { appStore, bus, type AppEventPayload } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { selectPosts } from '@/lib/store';
import { fetchPost } from '@/shared/posts/api';

export type LivePost = AppEventPayload<'shell:live-post-received'>;

/** At most this many announced posts are fetched when the pill is tapped (the newest); more is a refresh. */
export const MAX_LIVE_POSTS = 20;

/**
 * New posts of people the member follows, announced over the notifications stream (the shell puts them on the bus),
 * waiting behind the "new posts" pill, newest first. `showNew` fetches them by id and puts them on top of the list on
 * screen: the pages already loaded stay as they are, so nothing the reader scrolled through is lost or re-asked. A
 * visitor has no stream, so `active` is false for them; a new tab or session starts with nothing waiting.
 */
export function useLivePosts(active: boolean, resetKey: string) {
  const [waiting, setWaiting] = useState<LivePost[]>([]);

  useEffect(() => {
    setWaiting([]);
    if (!active) return undefined;
    return bus.on('shell:live-post-received', (post) => {
      if (selectPosts(appStore.getState()).some((p) => p.post_id === post.post_id)) return;
      setWaiting((now) => (now.some((p) => p.post_id === post.post_id) ? now : [post, ...now]));
    });
  }, [active, resetKey]);

  /** Fetches the waiting posts and puts them on top (deleted or hidden meanwhile: left out); resolves when shown. */
  const showNew = useCallback(async () => {
    const taken = waiting.slice(0, MAX_LIVE_POSTS);
    setWaiting([]);
    if (taken.length === 0) return;
    const found = await Promise.all(taken.map((p) => fetchPost(p.post_id).catch(() => null)));
    const fresh = found.filter((p): p is PublicPost => p !== null);
    const store = appStore.getState();
    const current = selectPosts(store);
    const ids = new Set(fresh.map((p) => p.post_id));
    store.setPosts([...fresh, ...current.filter((p) => !ids.has(p.post_id))]);
  }, [waiting]);

  return { waiting, showNew };
}
