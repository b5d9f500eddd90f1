import type { Database } from '../../../db/client';
import { listenToChannels, type ChannelListener } from '../../../lib/pg-listener';
import { parseChangePayload, type ChangeEvent } from './hub';
import { LIVE_POSTS_CHANNEL, parseNewPostPayload, type NewPostEvent } from './live-posts';

export const NOTIFY_CHANNEL = 'jad_notifications';

export type ChangeListener = ChannelListener;

export interface ListenerOptions {
  onChange: (event: ChangeEvent) => void;
  /** A new post committed (live-posts.ts). */
  onNewPost: (event: NewPostEvent) => void;
  /** Called after a lost connection is back: changes in between were not heard. */
  onReconnect: () => void;
  /** Called when the connection is lost: nothing is heard until onReconnect. */
  onDisconnect?: () => void;
  onError: (error: unknown) => void;
}

/**
 * Hears the notifications trigger's NOTIFY (a user's notifications changed) and new posts on every api instance: a dedicated
 * LISTEN connection on PostgreSQL, PGlite's own listen() in process (lib/pg-listener.ts).
 */
export async function listenForChanges(
  database: Database,
  databaseUrl: string | undefined,
  options: ListenerOptions,
): Promise<ChangeListener> {
  return listenToChannels(database, databaseUrl, {
    channels: [NOTIFY_CHANNEL, LIVE_POSTS_CHANNEL],
    applicationName: 'jad-notifications-listener',
    onNotification: (channel, payload) => {
      if (channel === LIVE_POSTS_CHANNEL) {
        const post = parseNewPostPayload(payload);
        if (post) options.onNewPost(post);
        return;
      }
      const event = parseChangePayload(payload);
      if (event) options.onChange(event);
    },
    onReconnect: options.onReconnect,
    onDisconnect: options.onDisconnect,
    onError: options.onError,
  });
}
