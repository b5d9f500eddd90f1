import { useAppStore } from '@jad/shared-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SearchHotel, SearchResponse } from '@/lib/api-types';
import { hotelKeys } from '@/lib/query-keys';
import { fetchSearch } from '../api';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface HotelSearch {
  status: SearchStatus;
  /** The latest page's answer (facets, totals, next cursor). */
  data: SearchResponse | null;
  hotels: SearchHotel[];
  loadingMore: boolean;
  loadMore(): void;
  refresh(): void;
}

const PAGE = 20;

/** Page 1 of a search (a new query starts over), then further keyset pages appended, each hotel once. */
export function useHotelSearch(query: string | null): HotelSearch {
  const lang = useAppStore((s) => s.lang);
  const full = query ? `${query}&lang=${lang}&limit=${PAGE}` : null;
  const search = useInfiniteQuery({
    queryKey: hotelKeys.search(full ?? ''),
    enabled: full !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchSearch(pageParam ? `${full}&cursor=${encodeURIComponent(pageParam)}` : (full ?? ''), signal),
    getNextPageParam: (last) => last.next_cursor ?? null,
  });
  const pages = search.data?.pages;
  const hotels = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((p) => p.hotels).filter((h) => !seen.has(h.hid) && Boolean(seen.add(h.hid)));
  }, [pages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = search;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const refresh = useCallback(() => void refetch(), [refetch]);

  const status: SearchStatus =
    full === null
      ? 'idle'
      : search.isPending || (search.isError && search.isFetching)
        ? 'loading'
        : search.isError
          ? 'error'
          : 'ready';
  return {
    status,
    data: pages?.[pages.length - 1] ?? null,
    hotels,
    loadingMore: isFetchingNextPage,
    loadMore,
    refresh,
  };
}
