import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  appStore,
  NOTIFICATIONS_PAGE_SIZE,
  useAppStore,
  useCurrentPath,
  type NotificationsPage,
} from '@jad/shared-ui';

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

/**
 * The drawer's pages (spec §4, §9): page 1 when the list opens and on every route change (replacing the
 * rows), the next page on demand while count exceeds the rows held (merged, unseen first). Remembers which
 * rows were new when the drawer opened, so their markers survive the drawer marking everything seen.
 */
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

export function useNotificationsPages(atOpen?: UnseenAtOpen) {
  const notifications = useAppStore((s) => s.notifications);
  const path = useCurrentPath();
  const [loading, setLoading] = useState(false);
  const inflight = useRef<number | null>(null);
  // The drawer passes what it saw when it opened: the list itself renders inside a portal, one render
  // after the drawer's effect has already marked everything seen. Alone (tests), it reads the store.
  const [initial] = useState(() => atOpen ?? unseenNow());
  const countAtOpen = initial.count;
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set(initial.ids));

  const load = useCallback(
    async (page: number) => {
      if (inflight.current === page) return;
      inflight.current = page;
      setLoading(true);
      try {
        const { data } = await api.post<unknown>('/notifications/fetch-all', {
          limit: NOTIFICATIONS_PAGE_SIZE,
          page,
          checkSeen: false,
        });
        if (!isPage(data)) throw new Error('unexpected answer');
        const newIds = data.rows
          .filter((row, i) => !row.is_seen || (page === 1 && i < countAtOpen))
          .map((row) => row.notification_id);
        if (newIds.length > 0) setFresh((prev) => new Set([...prev, ...newIds]));
        appStore.getState().mergeNotifications({ rows: data.rows, count: data.count, page: data.page });
      } catch {
        // spec §8: a failed notification fetch silently shows the empty state (only for the first page)
        if (page === 1) appStore.getState().mergeNotifications({ rows: [], count: 0, page: 1 });
      } finally {
        inflight.current = null;
        setLoading(false);
      }
    },
    [countAtOpen],
  );

  useEffect(() => {
    void load(1);
  }, [load, path]);

  const hasMore = notifications.count > notifications.rows.length;
  const loadMore = useCallback(() => {
    const { notifications: current } = appStore.getState();
    if (inflight.current === null && current.count > current.rows.length) void load(current.page + 1);
  }, [load]);

  return { notifications, loading, hasMore, loadMore, fresh };
}
