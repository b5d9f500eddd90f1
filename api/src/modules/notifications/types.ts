import type { NotificationType } from '../../db/schema';
import type { SocialUser } from '../social/types';

/** A picture of the post a notification is about (the drawer shows the first). */
export interface NotificationMedia {
  url: string;
  thumbnail: string | null;
  is_image: boolean;
}

/** One notification as the drawer shows it (spec §3). Front ends `import type` it. */
export interface PublicNotification {
  /** Opaque id (kind 'notification'). */
  notification_id: string;
  type: NotificationType;
  is_seen: boolean;
  /** Does the recipient follow the person who acted (a FOLLOW can offer "follow back"). */
  is_followed: boolean;
  createdAt: string;
  /** The recipient. */
  user: SocialUser | null;
  user_with_action: SocialUser | null;
  post: { post_id: string; PostMedia: NotificationMedia[] } | null;
  user_plan: { user_plan_id: string } | null;
  /** The order (HOTEL_ORDER, HOTEL_ORDER_CANCEL…), named: the hotel or activity (title_ar: the Arabic name, or the title). */
  order: { uuid: string; kind: 'hotel' | 'activity' | null; title: string | null; title_ar: string | null } | null;
}

export interface NotificationsList {
  rows: PublicNotification[];
  /** All of the user's notifications; with checkSeen, the unseen ones. */
  count: number;
  page: number;
  /** Unseen notifications (the badge). */
  unseen: number;
}

/** Events of GET /notifications/stream (Server-Sent Events). */
export interface LiveCountEvent {
  count: number;
}
export interface LiveNotificationEvent {
  notification: PublicNotification;
  count: number;
}
