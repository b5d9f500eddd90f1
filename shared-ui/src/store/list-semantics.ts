import { BADGE_CAP } from '../constants';
import { formatNumber } from '../format/numbers';
import { directionOf, type Lang } from '../i18n/languages';
import type { AppNotification, Id, NotificationsPage } from './entities';

// The list rules of spec §4 as pure functions; the store's actions only call these.
// Each returns a new array/object and never mutates its inputs.

interface HasPostId {
  post_id: Id;
}

/** A fetched batch appended; posts whose post_id is already listed (or repeated in the batch) are dropped. */
export function appendPosts<T extends HasPostId>(current: readonly T[], batch: readonly T[]): T[] {
  const seen = new Set(current.map((post) => post.post_id));
  const result = [...current];
  for (const post of batch) {
    if (seen.has(post.post_id)) continue;
    seen.add(post.post_id);
    result.push(post);
  }
  return result;
}

/** The post with the same post_id takes the new value in place; an unknown post_id changes nothing. */
export function replacePost<T extends HasPostId>(current: readonly T[], post: T): T[] {
  return current.map((existing) => (existing.post_id === post.post_id ? post : existing));
}

/** Adds at the front; an older copy with the same post_id is removed so ids stay unique. */
export function prependPost<T extends HasPostId>(current: readonly T[], post: T): T[] {
  return [post, ...current.filter((existing) => existing.post_id !== post.post_id)];
}

export function removePost<T extends HasPostId>(current: readonly T[], postId: Id): T[] {
  return current.filter((existing) => existing.post_id !== postId);
}

/** Paged lists (profile posts, favourites): page 1 replaces, any other page appends. */
export function mergeByPage<T>(current: readonly T[], rows: readonly T[], page: number): T[] {
  return page === 1 ? [...rows] : [...current, ...rows];
}

/** Unseen first; Array.prototype.sort is stable, so the order within each group is kept. */
export function sortUnseenFirst(rows: readonly AppNotification[]): AppNotification[] {
  return [...rows].sort((a, b) => Number(a.is_seen) - Number(b.is_seen));
}

/** The kinds the api shows grouped by post (notifications/queries.ts GROUPED_TYPES). */
const GROUPED_TYPES: ReadonlySet<string> = new Set([
  'LIKE',
  'COMMENT_LIKE',
  'COMMENT',
  'COMMENT_REPLY',
  'QUESTION',
  'ANSWER',
  'MENTION',
]);

/** A notification's group as the api makes it: its kind and post, or itself alone. */
export function notificationGroupKey(n: AppNotification): string {
  return GROUPED_TYPES.has(n.type) && n.post ? `${n.type}:${n.post.post_id}` : `id:${n.notification_id}`;
}

/**
 * A pushed notification goes on top (once); it is its group's newest, so the row its group had goes.
 * Answers null when it is held already.
 */
export function prependNotification(current: NotificationsPage, n: AppNotification): NotificationsPage | null {
  if (current.rows.some((row) => row.notification_id === n.notification_id)) return null;
  const key = notificationGroupKey(n);
  const rest = current.rows.filter((row) => notificationGroupKey(row) !== key);
  const grew = rest.length === current.rows.length ? 1 : 0;
  return { ...current, rows: [n, ...rest], count: current.count + grew };
}

/**
 * Notifications: a payload for the page already held replaces the rows, and so does page 1
 * (the drawer reloads page 1 on open and on route change, spec §9). Any other page is merged:
 * entries whose notification_id is already held are skipped, then unseen ones go first.
 */
export function mergeNotifications(current: NotificationsPage, payload: NotificationsPage): NotificationsPage {
  if (payload.page === current.page || payload.page === 1) {
    return { rows: [...payload.rows], count: payload.count, page: payload.page };
  }
  // A group held already (its newer head came by push) is not added twice.
  const held = new Set(current.rows.flatMap((row) => [row.notification_id, notificationGroupKey(row)]));
  const fresh = payload.rows.filter((row) => !held.has(row.notification_id) && !held.has(notificationGroupKey(row)));
  return {
    rows: sortUnseenFirst([...current.rows, ...fresh]),
    count: payload.count,
    // A late answer for an earlier page must not move the cursor backwards.
    page: Math.max(current.page, payload.page),
  };
}

/** Marks one notification seen (after a click). */
export function markNotificationSeen(current: NotificationsPage, notificationId: Id): NotificationsPage {
  return {
    ...current,
    rows: current.rows.map((row) => (row.notification_id === notificationId ? { ...row, is_seen: true } : row)),
  };
}

/** Opening the drawer marks every notification seen. */
export function markAllNotificationsSeen(current: NotificationsPage): NotificationsPage {
  return { ...current, rows: current.rows.map((row) => (row.is_seen ? row : { ...row, is_seen: true })) };
}

/** phone_modal, muted and currency_modal: flip on their action, or take an explicit value. */
export function toggleFlag(current: boolean, next?: boolean): boolean {
  return next ?? !current;
}

/**
 * The avatar badge: hidden at 0, the number up to the cap, then "10+", in the language's digits. In a right-to-left
 * page the capped text is isolated left to right (U+2066 … U+2069), or the bidi algorithm shows it as "+10".
 */
export function formatBadgeCount(count: number, lang: Lang = 'en', cap: number = BADGE_CAP): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  if (count <= cap) return formatNumber(Math.floor(count), lang);
  const capped = `${formatNumber(cap, lang)}+`;
  return directionOf(lang) === 'rtl' ? `\u2066${capped}\u2069` : capped;
}
