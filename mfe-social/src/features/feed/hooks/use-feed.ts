import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { appStore } from '@jad/shared-ui';
import { socialKeys } from '@/lib/query-keys';
import { usePosts } from '@/lib/store';
import { fetchFeed, type FeedTab } from '../api';

/**
 * The feed with keyset pagination, into the store (spec §4: the first page replaces the list, each next page is
 * appended with duplicates dropped), which is the list on screen (likes, follows and new posts change it there). A new
 * session starts over; each visit asks again. It asks before the session is known too: the first frame's answer
 * (src/frame) is on screen at once, and the page loads again for the session once it is. Each tab is its own query;
 * switching tabs starts the list over (the store holds the tab on screen).
 */
export function useFeed(sessionKey: string, tab: FeedTab) {
  const stored = usePosts();
  // The store's updates render synchronously (useSyncExternalStore): a page of posts arriving was one long task of
  // several hundred milliseconds on a phone. The deferred copy renders them in a transition, in slices; until it
  // has, the feed still counts as loading (a skeleton, not the "no posts yet" message).
  const posts = useDeferredValue(stored);
  const rendering = posts !== stored;
  const feed = useInfiniteQuery({
    queryKey: socialKeys.feed(sessionKey, tab),
    queryFn: async ({ pageParam: cursor, signal }) => {
      const page = await fetchFeed(tab, cursor, signal);
      // A page asked for an earlier session (signed in meanwhile) must not land in this one's list.
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      const store = appStore.getState();
      if (cursor === null) store.setPosts(page.rows);
      else store.appendPosts(page.rows);
      return { next_cursor: page.next_cursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
    gcTime: 0,
    // A failed page is offered again by the Retry button, not retried behind the user's back.
    retry: false,
  });

  const { hasNextPage, isFetching, fetchNextPage, refetch } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const failed = feed.isError && !isFetching;

  return {
    posts,
    loading: isFetching || feed.isPending || rendering,
    done: feed.isSuccess && !hasNextPage,
    failed,
    loadMore,
    // A failed first page starts over; a failed next page is asked for again.
    retry: () => void (feed.data ? fetchNextPage() : refetch()),
  };
}
