import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { mergeByPage } from '@jad/shared-ui';
import type { ActivityListResponse, ActivitySummary } from '@/lib/api-types';
import { activityKeys } from '@/lib/query-keys';
import { PAGE_SIZE, type ListQuery } from '@/lib/catalog-filters';
import { fetchActivities } from '../api';

export interface ActivityListState {
  rows: ActivitySummary[];
  count: number;
  status: 'loading' | 'ready' | 'loading-more';
  hasMore: boolean;
  loadMore: () => void;
  /** Keeps a card's heart in step after a wishlist toggle. */
  patchRow: (activityId: string, patch: Partial<ActivitySummary>) => void;
}

type Pages = InfiniteData<ActivityListResponse, string | null>;

/**
 * The list over keyset pages: a new query starts again from page one (replacing), later pages follow
 * the server's cursor (appending). A failed fetch leaves the list empty (spec §8), never an error.
 * While a new query loads, the old list stays on screen; an old query's answer never mixes in (its own key).
 */
export function useActivityList(query: ListQuery): ActivityListState {
  const client = useQueryClient();
  const queryKey = activityKeys.list(query);
  const list = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchActivities({ ...query, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

  const pages = list.isError && !list.isFetchNextPageError ? undefined : list.data?.pages;
  const rows = useMemo(
    () => (pages ?? []).reduce<ActivitySummary[]>((acc, page, i) => mergeByPage(acc, page.rows, i + 1), []),
    [pages],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loading = list.isPending || list.isPlaceholderData;
  const loadMore = useCallback(() => {
    if (!loading && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loading, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const key = JSON.stringify(queryKey);
  const patchRow = useCallback(
    (activityId: string, patch: Partial<ActivitySummary>) => {
      client.setQueryData<Pages>(JSON.parse(key) as unknown[], (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                rows: p.rows.map((r) => (r.activity_id === activityId ? { ...r, ...patch } : r)),
              })),
            }
          : old,
      );
    },
    [client, key],
  );

  const count = pages?.[pages.length - 1]?.count ?? 0;
  const status = loading ? 'loading' : isFetchingNextPage ? 'loading-more' : 'ready';
  const hasMore = Boolean(pages) && hasNextPage;
  // One object per change (the page defers it: a new object on every render would render it twice each time).
  return useMemo(
    () => ({ rows, count, status, hasMore, loadMore, patchRow }),
    [rows, count, status, hasMore, loadMore, patchRow],
  );
}
