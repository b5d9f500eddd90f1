import { useEffect } from 'react';
import { api, appStore, bus, prependNotification, useAppStore, type AppNotification } from '@jad/shared-ui/core';
import { openLiveStream } from './live-stream';

/** Where EventSource is missing (or keeps failing), the count is asked for this often instead. */
export const POLL_MS = 60_000;

/** POST /notifications/fetch-all {checkSeen: true} answers the unseen count; failures keep the badge as it is. */
export async function refreshUnseenCount(): Promise<void> {
  try {
    const { data } = await api.post<{ count?: unknown }>('/notifications/fetch-all', {
      checkSeen: true,
      page: 1,
      limit: 15,
    });
    if (typeof data.count === 'number') appStore.getState().setNotificationsCount(data.count);
  } catch {
    // spec §8: a failed notification fetch changes nothing visible
  }
}

/**
 * A pushed notification goes on top of the list the drawer holds (once, in place of its group's older row), so
 * an open drawer shows it at once.
 */
export function addLiveNotification(notification: AppNotification, count: number): void {
  const state = appStore.getState();
  state.setNotificationsCount(count);
  const current = state.notifications;
  const next = current.page > 0 ? prependNotification(current, notification) : null;
  if (next) state.patch({ notifications: next });
}

/**
 * Keeps `notifications_count` live for the signed-in user (the shell calls it once): the count on sign-in,
 * then every change pushed over Server-Sent Events, across api instances; new posts of followed people go on the
 * bus for the feed. Signing out closes the stream.
 */
export function useNotificationsLive(): void {
  const userId = useAppStore((s) => (s.sessionStatus === 'authenticated' ? (s.user?.uuid ?? null) : null));

  useEffect(() => {
    if (!userId) return;
    void refreshUnseenCount();
    const close = openLiveStream({
      onCount: (count) => appStore.getState().setNotificationsCount(count),
      onNotification: addLiveNotification,
      // the feed (mfe-social) shows its "new posts" pill from these
      onPost: (post) => bus.emit('shell:live-post-received', post),
    });
    // A tab coming back from the background asks once, in case the stream was frozen meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnseenCount();
    };
    document.addEventListener('visibilitychange', onVisible);
    const poll = close ? undefined : setInterval(() => void refreshUnseenCount(), POLL_MS);
    return () => {
      close?.();
      if (poll) clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);
}
