import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appStore } from '@jad/shared-ui';
import { socialKeys } from '@/lib/query-keys';
import { usePosts } from '@/lib/store';
import { fetchTagPosts } from '../api';

/**
 * A tag's posts with keyset pagination, into the store's post list as the feed does (first page replaces, next pages
 * append without duplicates), so likes and follows change them on screen. The first page also says how many there are.
 */
export function useTagPosts(tag: string, sessionKey: string) {
  const posts = usePosts();
  const query = useInfiniteQuery({
    queryKey: socialKeys.tag(tag, sessionKey),
    queryFn: async ({ pageParam: cursor, signal }) => {
      const page = await fetchTagPosts(tag, cursor, signal);
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      const store = appStore.getState();
      if (cursor === null) store.setPosts(page.rows);
      else store.appendPosts(page.rows);
      return { tag: page.tag, post_count: page.post_count, next_cursor: page.next_cursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: sessionKey !== 'loading',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { hasNextPage, isFetching, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const first = query.data?.pages[0];
  return {
    // another list's posts may still be in the store until this tag's first page has come
    posts: first ? posts : [],
    count: first?.post_count ?? null,
    loading: isFetching || query.isPending,
    done: query.isSuccess && !hasNextPage,
    error: query.isError && !isFetching ? query.error : null,
    loadMore,
    retry: () => void (query.data ? fetchNextPage() : query.refetch()),
  };
}
