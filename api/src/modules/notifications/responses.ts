import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../../db/schema/platform';
import { socialUser } from '../social/responses';

// The notifications api's answers: the schemas routes serialize through, and (types.ts) the types front ends import.

/** A picture of the post a notification is about (the drawer shows the first). */
export const notificationMedia = z.object({
  url: z.string(),
  thumbnail: z.string().nullable(),
  is_image: z.boolean(),
});

/** One notification as the drawer shows it (spec §3). */
export const publicNotification = z.object({
  /** Opaque id (kind 'notification'). */
  notification_id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  is_seen: z.boolean(),
  /** Does the recipient follow the person who acted (a FOLLOW can offer "follow back"). */
  is_followed: z.boolean(),
  createdAt: z.string(),
  /** The recipient. */
  user: socialUser.nullable(),
  /** The newest of the people who acted (a group's notifications are shown as one, newest first). */
  user_with_action: socialUser.nullable(),
  /** How many other people did the same on the same post ("Omar and 4 others liked your post"); 0 alone. */
  others_count: z.number(),
  post: z.object({ post_id: z.string(), PostMedia: z.array(notificationMedia) }).nullable(),
  user_plan: z.object({ user_plan_id: z.string() }).nullable(),
  /** The order (HOTEL_ORDER, HOTEL_ORDER_CANCEL…), named: the hotel or activity (title_ar: the Arabic name, or the title). */
  order: z
    .object({
      uuid: z.string(),
      kind: z.enum(['hotel', 'activity']).nullable(),
      title: z.string().nullable(),
      title_ar: z.string().nullable(),
    })
    .nullable(),
});

export const notificationsList = z.object({
  rows: z.array(publicNotification),
  /** All of the user's notifications; with checkSeen, the unseen ones. */
  count: z.number(),
  page: z.number(),
  /** Unseen notifications (the badge). */
  unseen: z.number(),
});

/** PUT /notifications: the one marked, and the badge's new count. */
export const markedOneResponse = z.object({ notification_id: z.string(), is_seen: z.boolean(), unseen: z.number() });

/** PUT /notifications/seen: how many were marked; the badge is then 0. */
export const markedAllResponse = z.object({ updated: z.number(), unseen: z.number() });

/** GET /notifications/stream: Server-Sent Events (`count` and `notification` events, see types.ts), not JSON. */
export const notificationStream = {
  description: 'A Server-Sent Events stream',
  content: { 'text/event-stream': { schema: z.string() } },
};
