import type { AppEventPayload, AppNotification } from '@jad/shared-ui/core';

// The notifications stream (GET /api/v1/notifications/stream, Server-Sent Events) as two callbacks.
// Kept free of React and MUI: it ships in the first bundle with the hook that uses it.

export interface LiveHandlers {
  onCount(count: number): void;
  onNotification(notification: AppNotification, count: number): void;
  /** Someone the member follows posted. */
  onPost?(post: AppEventPayload<'shell:live-post-received'>): void;
}

export const STREAM_URL = '/api/v1/notifications/stream';

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNotification = (value: unknown): value is AppNotification =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppNotification).notification_id === 'string' &&
  typeof (value as AppNotification).type === 'string';

/**
 * Opens the stream; the browser reconnects by itself after a drop (the server sends `retry`). Returns
 * the close function, or null where EventSource does not exist (the caller then polls).
 */
export function openLiveStream(handlers: LiveHandlers, url: string = STREAM_URL): (() => void) | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener('count', (event) => {
    const data = parse((event as MessageEvent).data);
    if (data && typeof data.count === 'number') handlers.onCount(data.count);
  });
  source.addEventListener('notification', (event) => {
    const data = parse((event as MessageEvent).data);
    if (data && isNotification(data.notification) && typeof data.count === 'number')
      handlers.onNotification(data.notification, data.count);
  });
  source.addEventListener('post', (event) => {
    const data = parse((event as MessageEvent).data);
    const author = data?.author as { uuid?: unknown; username?: unknown } | undefined;
    if (
      data &&
      typeof data.post_id === 'string' &&
      typeof author?.uuid === 'string' &&
      typeof author.username === 'string'
    )
      handlers.onPost?.(data as unknown as AppEventPayload<'shell:live-post-received'>);
  });
  return () => source.close();
}
