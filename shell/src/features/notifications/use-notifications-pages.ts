import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiPost } from '@jad/shared-ui';
import {
  appStore,
  NOTIFICATIONS_PAGE_SIZE,
  useAppStore,
  useCurrentPath,
  type NotificationsPage,
} from '@jad/shared-ui/core';

function isPage(value: unknown): value is NotificationsPage {
  const v = value as NotificationsPage;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.rows) &&
    typeof v.count === 'number' &&
    typeof v.page === 'number'
  );
}

/** What was unseen when the drawer opened, taken before the drawer marks everything seen. */
export interface UnseenAtOpen {
  count: number;
  ids: ReadonlySet<string>;
}

/** Reads the unseen count and the ids of the unseen rows held, from the store, now. */
export function unseenNow(): UnseenAtOpen {
  const { notifications_count: count, notifications } = appStore.getState();
  return { count, ids: new Set(notifications.rows.filter((row) => !row.is_seen).map((row) => row.notification_id)) };
}

const LIST_KEY = ['shell', 'notifications', 'list'] as const;

/** The drawer's list (TanStack Query) key: per route, so every route change asks for page 1 again (spec §9). */
export const notificationsListKey = (path: string) => [...LIST_KEY, path] as const;

/** One page of the list; the store merges it (spec §4: page 1 replaces, a later one merges, unseen first). */
async function fetchPage(page: number, signal: AbortSignal): Promise<NotificationsPage> {
  try {
    const data = await apiPost<unknown>(
      '/notifications/fetch-all',
      { limit: NOTIFICATIONS_PAGE_SIZE, page, checkSeen: false },
      { signal },
    );
    if (!isPage(data)) throw new Error('unexpected answer');
    appStore.getState().mergeNotifications({ rows: data.rows, count: data.count, page: data.page });
    return data;
  } catch (error) {
    if (signal.aborted) throw error;
    // spec §8: a failed notification fetch silently shows the empty state (only for the first page)
    const empty = { rows: [], count: 0, page: 1 };
    if (page === 1) appStore.getState().mergeNotifications(empty);
    return { ...empty, page };
  }
}

/**
 * The drawer's pages (spec §4, §9): page 1 when the list opens and on every route change (replacing the
 * rows), the next page on demand while count exceeds the rows held (merged, unseen first). Remembers which
 * rows were new when the drawer opened, so their markers survive the drawer marking everything seen.
 */
export function useNotificationsPages(atOpen?: UnseenAtOpen) {
  const notifications = useAppStore((s) => s.notifications);
  const path = useCurrentPath();
  // The drawer passes what it saw when it opened: the list itself renders inside a portal, one render
  // after the drawer's effect has already marked everything seen. Alone (tests), it reads the store.
  const [initial] = useState(() => atOpen ?? unseenNow());
  const countAtOpen = initial.count;
  // Rows shown as new: unseen when fetched, or among the first `count at open` rows of page 1 (the opening marks
  // them seen on the server). Kept for as long as the list is open, whatever later answers say.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set(initial.ids));

  const { isFetching, fetchNextPage } = useInfiniteQuery({
    queryKey: notificationsListKey(path),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(pageParam, signal);
      const newIds = page.rows
        .filter((row, i) => !row.is_seen || (pageParam === 1 && i < countAtOpen))
        .map((row) => row.notification_id);
      if (newIds.length > 0) setFresh((prev) => new Set([...prev, ...newIds]));
      return page;
    },
    initialPageParam: 1,
    // The store holds the merged rows (with the ones pushed live): it says whether there is more, and which page.
    getNextPageParam: () => {
      const { notifications: held } = appStore.getState();
      return held.count > held.rows.length ? held.page + 1 : undefined;
    },
    // Every opening starts again from page 1 (the list unmounts with the closed drawer): nothing kept, no retry.
    gcTime: 0,
    retry: false,
  });

  const hasMore = notifications.count > notifications.rows.length;
  const loadMore = useCallback(() => {
    if (!isFetching) void fetchNextPage();
  }, [isFetching, fetchNextPage]);

  return { notifications, loading: isFetching, hasMore, loadMore, fresh };
}

/**
 * A write to the notifications (marking seen) as a mutation's hooks: the store changes at once; once the server has
 * answered, a list answer still on its way (asked before the write, it may not know it) is dropped and the open list
 * asks again. Not dropped sooner: the drawer's first page and its mark-all-seen go out together, and the list should
 * not wait for the write.
 */
export function notificationsWrite<V>(client: QueryClient, applyToStore: (variables: V) => void) {
  return {
    onMutate: (variables: V) => applyToStore(variables),
    onSettled: async () => {
      await client.cancelQueries({ queryKey: LIST_KEY });
      await client.invalidateQueries({ queryKey: LIST_KEY });
    },
  };
}
