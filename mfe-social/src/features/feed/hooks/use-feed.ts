import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { appStore } from '@jad/shared-ui';
import { usePosts } from '@/lib/store';
import { fetchFeed } from '../api';

/**
 * The feed with keyset pagination: the first page replaces the list, each next page is appended with
 * duplicates dropped (spec §4 appendPosts). `reload` starts over (a new session, a pull to refresh).
 */
export function useFeed(sessionKey: string) {
  const stored = usePosts();
  // The store's updates render synchronously (useSyncExternalStore): a page of posts arriving was one long task of
  // several hundred milliseconds on a phone. The deferred copy renders them in a transition, in slices; until it
  // has, the feed still counts as loading (a skeleton, not the "no posts yet" message).
  const posts = useDeferredValue(stored);
  const rendering = posts !== stored;
  const [cursor, setCursor] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const generation = useRef(0);

  const load = useCallback(async (from: string | null, fresh: boolean) => {
    if (busy.current && !fresh) return;
    busy.current = true;
    const mine = ++generation.current;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchFeed(from);
      if (mine !== generation.current) return;
      const store = appStore.getState();
      if (fresh) store.setPosts(page.rows);
      else store.appendPosts(page.rows);
      setCursor(page.next_cursor);
      setDone(page.next_cursor === null);
    } catch {
      if (mine === generation.current) setFailed(true);
    } finally {
      if (mine === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    setDone(false);
    void load(null, true);
  }, [load, sessionKey]);

  const loadMore = useCallback(() => {
    if (!done && cursor) void load(cursor, false);
  }, [cursor, done, load]);

  return {
    posts,
    loading: loading || rendering,
    done,
    failed,
    loadMore,
    retry: () => void load(cursor, cursor === null),
  };
}
