import type { z } from 'zod';
import type { SocialUser } from '../social/types';
import type {
  markedAllResponse,
  markedOneResponse,
  notificationMedia,
  notificationsList,
  publicNotification,
} from './responses';

/** A picture of the post a notification is about (the drawer shows the first). */
export type NotificationMedia = z.infer<typeof notificationMedia>;

/** One notification as the drawer shows it (spec §3). Front ends `import type` it. */
export type PublicNotification = z.infer<typeof publicNotification>;

export type NotificationsList = z.infer<typeof notificationsList>;
export type MarkedOneResponse = z.infer<typeof markedOneResponse>;
export type MarkedAllResponse = z.infer<typeof markedAllResponse>;

/** Events of GET /notifications/stream (Server-Sent Events). */
export interface LiveCountEvent {
  count: number;
}
export interface LiveNotificationEvent {
  notification: PublicNotification;
  count: number;
}
/** Someone the reader follows posted (realtime/live-posts.ts): the feed shows a "new posts" pill. */
export interface LivePostEvent {
  post_id: string;
  author: SocialUser;
}
