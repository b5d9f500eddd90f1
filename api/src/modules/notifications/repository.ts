import { at } from '../../lib/checked';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow, type NotificationType } from '../../db/schema';
import { toNumber } from '../social/shared/raw';
import type { SqlRunner } from '../social/shared/sql-runner';
import {
  markGroupSeenSql,
  notificationsPageSql,
  notificationsPageWithCountsSql,
  recipientWithCountsSql,
  unseenCountSql,
} from './queries';

export async function insertNotification(
  db: Db,
  values: {
    userId: number;
    actorId: number | null;
    type: NotificationType;
    postId: number | null;
    userPlanId: number | null;
    orderUuid: string | null;
  },
): Promise<NotificationRow> {
  return at(await db.insert(notifications).values(values).returning(), 0);
}

/** Takes back notifications of an undone action (an unlike, an unfollow). */
export async function deleteNotifications(
  db: Db,
  where: { userId: number; actorId: number; type: NotificationType; postId?: number | null },
): Promise<number> {
  const conditions: SQL[] = [
    eq(notifications.userId, where.userId),
    eq(notifications.actorId, where.actorId),
    eq(notifications.type, where.type),
  ];
  if (where.postId !== undefined)
    conditions.push(where.postId === null ? isNull(notifications.postId) : eq(notifications.postId, where.postId));
  const rows = await db
    .delete(notifications)
    .where(and(...conditions))
    .returning({ id: notifications.notificationId });
  return rows.length;
}

/**
 * Takes back one notification of an undone action (an unlike): a person may have liked a post and a comment of
 * the same author on it, two LIKE rows that look alike, and undoing one must leave the other. The newest goes;
 * SKIP LOCKED keeps two concurrent unlikes from both picking the same row.
 */
export async function deleteOneNotification(
  db: Db,
  where: { userId: number; actorId: number; type: NotificationType; postId: number },
): Promise<number> {
  const { rows } = await db.execute(sql`
    delete from notifications where notification_id = (
      select notification_id from notifications
      where user_id = ${where.userId} and actor_id = ${where.actorId} and type = ${where.type} and post_id = ${where.postId}
      order by notification_id desc
      limit 1
      for update skip locked
    )
    returning notification_id`);
  return rows.length;
}

/** Who has notifications about a post (they go with it when it is deleted). */
export async function recipientsOfPost(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.postId, postId));
  return rows.map((r) => r.userId);
}

/** A page (or one) of a user's notifications as raw rows; see queries.ts for the columns. */
export async function notificationRows(
  run: SqlRunner,
  userId: number,
  limit: number,
  offset: number,
  notificationId?: number,
): Promise<Record<string, unknown>[]> {
  return run(
    notificationId === undefined ? 'notifications_page' : 'notifications_one',
    notificationsPageSql(userId, limit, offset, notificationId),
  );
}

/** A page with the counts, one round trip; the counts alone when the page is empty (notification_id null). */
export async function notificationPageWithCounts(run: SqlRunner, userId: number, limit: number, offset: number) {
  const rows = await run('notifications_page_counts', notificationsPageWithCountsSql(userId, limit, offset));
  const first = rows[0];
  return {
    rows: rows.filter((r) => r.notification_id !== null && r.notification_id !== undefined),
    total: first ? toNumber(first.total) : 0,
    unseen: first ? toNumber(first.unseen) : 0,
  };
}

export async function recipientWithCounts(run: SqlRunner, userId: number): Promise<Record<string, unknown> | null> {
  return (await run('notifications_recipient', recipientWithCountsSql(userId)))[0] ?? null;
}

export async function countUnseen(run: SqlRunner, userId: number): Promise<number> {
  const [row] = await run('notifications_unseen', unseenCountSql(userId));
  return row ? toNumber(row.n) : 0;
}

/** Marks seen the notification's whole group (queries.ts); false when it is not the user's. */
export async function markSeen(db: Db, userId: number, notificationId: number): Promise<boolean> {
  const { rows } = await db.execute(markGroupSeenSql(userId, notificationId));
  return rows.length > 0;
}

export async function markAllSeen(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
    .returning({ id: notifications.notificationId });
  return rows.length;
}
