import type { Db } from '../../db/client';
import type { NotificationRow, NotificationType } from '../../db/schema';
import { notFound } from '../../lib/domain-error';
import type { OpaqueIds } from '../../lib/opaque-id';
import { ID_KIND } from '../social/shared/ids';
import { toDate, toNumber } from '../social/shared/raw';
import type { SqlRunner } from '../social/shared/sql-runner';
import { toSocialUser, type SummaryRow } from '../social/shared/user-summary';
import type { SocialUser } from '../social/types';
import type { AuthUser } from '../users/types';
import { isBlockedEitherWay } from '../social/relations/repository';
import {
  countUnseen,
  deleteNotifications,
  deleteOneNotification,
  insertNotification,
  markAllSeen,
  markSeen,
  notificationPageWithCounts,
  notificationRows,
  recipientsOfPost,
  recipientWithCounts,
} from './repository';
import type { NotificationMedia, NotificationsList, PublicNotification } from './types';

export interface NewNotification {
  /** Who receives it. */
  recipientId: number;
  /** Whose action caused it (spec: user_with_action); null for system notices such as order updates. */
  actorId: number | null;
  type: NotificationType;
  postId?: number | null;
  userPlanId?: number | null;
  orderUuid?: string | null;
}

/**
 * Records a notification, normally inside the transaction of the action that causes it. Nobody is
 * told about their own action, so it returns null when recipient and actor are the same user.
 * Real time needs nothing more: a trigger NOTIFYs at commit and every api instance pushes it to the
 * recipient's open streams (see realtime/).
 */
export async function createNotification(tx: Db, input: NewNotification): Promise<NotificationRow | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  // nobody hears from someone they blocked or who blocked them (mentions, replies to an old thread...)
  if (input.actorId !== null && (await isBlockedEitherWay(tx, input.actorId, input.recipientId))) return null;
  return insertNotification(tx, {
    userId: input.recipientId,
    actorId: input.actorId,
    type: input.type,
    postId: input.postId ?? null,
    userPlanId: input.userPlanId ?? null,
    orderUuid: input.orderUuid ?? null,
  });
}

/** Takes back what an undone action announced (unlike, unfollow), so the badge does not count ghosts. */
export async function removeNotifications(
  tx: Db,
  input: { recipientId: number; actorId: number; type: NotificationType; postId?: number | null },
): Promise<number> {
  return deleteNotifications(tx, {
    userId: input.recipientId,
    actorId: input.actorId,
    type: input.type,
    postId: input.postId,
  });
}

/** Takes back the notification of one undone like (of a post or a comment): one row, see deleteOneNotification. */
export async function removeLikeNotification(
  tx: Db,
  input: { recipientId: number; actorId: number; postId: number; type?: 'LIKE' | 'COMMENT_LIKE' },
): Promise<number> {
  if (input.actorId === input.recipientId) return 0;
  return deleteOneNotification(tx, {
    userId: input.recipientId,
    actorId: input.actorId,
    type: input.type ?? 'LIKE',
    postId: input.postId,
  });
}

export { recipientsOfPost };

type Raw = Record<string, unknown>;
const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

function summaryOf(r: Raw, prefix: '' | 'actor_'): SummaryRow {
  const col = (name: string) => r[`${prefix}${name}`];
  return {
    id: toNumber(prefix ? r.actor_id : r.id),
    uuid: String(col('uuid')),
    username: String(col('username')),
    firstName: String(col('first_name')),
    lastName: String(col('last_name')),
    profileId: optionalNumber(col('profile_id')),
    profilePicture: (prefix ? (r.actor_picture as string | null) : (r.profile_picture as string | null)) ?? null,
    isVerified: Boolean(prefix ? r.actor_verified : r.is_verified),
  };
}

/** The order a notification is about, named (the hotel, or the activity in both languages) so the drawer can say which. */
function orderOf(r: Raw): NonNullable<PublicNotification['order']> {
  const title = r.order_title === null || r.order_title === undefined ? null : String(r.order_title);
  const titleAr = r.order_title_ar === null || r.order_title_ar === undefined ? null : String(r.order_title_ar);
  return {
    uuid: String(r.order_uuid),
    kind: (r.order_kind as 'hotel' | 'activity' | null) ?? null,
    title,
    title_ar: titleAr ?? title,
  };
}

function toPublic(r: Raw, ids: OpaqueIds, user: SocialUser | null): PublicNotification {
  const postId = optionalNumber(r.post_id);
  const planId = optionalNumber(r.user_plan_id);
  // json_agg arrives parsed from node-postgres and PGlite alike; a string would be an older driver.
  const media = (typeof r.media === 'string' ? JSON.parse(r.media) : r.media) as NotificationMedia[] | null;
  return {
    notification_id: ids.encodeId(ID_KIND.notification, toNumber(r.notification_id)),
    type: r.type as NotificationType,
    is_seen: Boolean(r.is_seen),
    is_followed: Boolean(r.is_followed),
    others_count: optionalNumber(r.others_count) ?? 0,
    createdAt: toDate(r.created_at).toISOString(),
    user,
    user_with_action:
      r.actor_id === null || r.actor_id === undefined ? null : toSocialUser(summaryOf(r, 'actor_'), ids),
    post: postId === null ? null : { post_id: ids.encodeId(ID_KIND.post, postId), PostMedia: media ?? [] },
    user_plan: planId === null ? null : { user_plan_id: ids.encodeId(ID_KIND.plan, planId) },
    order: r.order_uuid ? orderOf(r) : null,
  };
}

/**
 * A page for the drawer, one statement (the page with the counts). The recipient shown on each row is the
 * signed-in user as the session has them (sessions/README.md: at most SESSION_CACHE_TTL_MS old).
 */
export async function listNotifications(
  run: SqlRunner,
  ids: OpaqueIds,
  recipient: AuthUser,
  query: { limit: number; page: number; checkSeen: boolean },
): Promise<NotificationsList> {
  const userId = recipient.id;
  // checkSeen is the badge's question: only the unseen count, no rows.
  if (query.checkSeen) {
    const unseen = await countUnseen(run, userId);
    return { rows: [], count: unseen, page: query.page, unseen };
  }
  const page = await notificationPageWithCounts(run, userId, query.limit, (query.page - 1) * query.limit);
  const user = toSocialUser(
    {
      id: recipient.id,
      uuid: recipient.uuid,
      username: recipient.username,
      firstName: recipient.firstName,
      lastName: recipient.lastName,
      profileId: recipient.profile?.profileId ?? null,
      profilePicture: recipient.profile?.profilePicture ?? null,
      isVerified: recipient.profile?.isVerified ?? false,
    },
    ids,
  );
  return {
    rows: page.rows.map((r) => toPublic(r, ids, user)),
    count: page.total,
    page: query.page,
    unseen: page.unseen,
  };
}

/** One notification of a user (for a push), or null. */
export async function findNotification(
  run: SqlRunner,
  ids: OpaqueIds,
  userId: number,
  notificationId: number,
): Promise<PublicNotification | null> {
  const [rows, recipient] = await Promise.all([
    notificationRows(run, userId, 1, 0, notificationId),
    recipientWithCounts(run, userId),
  ]);
  const [row] = rows;
  if (!row) return null;
  return toPublic(row, ids, recipient ? toSocialUser(summaryOf(recipient, ''), ids) : null);
}

export async function unseenCount(run: SqlRunner, userId: number): Promise<number> {
  return countUnseen(run, userId);
}

/** Another person's notification id answers like an unknown one: 404, nothing revealed. */
export async function markNotificationSeen(
  db: Db,
  run: SqlRunner,
  userId: number,
  notificationId: number,
): Promise<number> {
  if (!(await markSeen(db, userId, notificationId))) throw notFound('notification_not_found');
  return countUnseen(run, userId);
}

export async function markAllNotificationsSeen(db: Db, userId: number): Promise<number> {
  return markAllSeen(db, userId);
}
