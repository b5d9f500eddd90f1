import { sql, type SQL } from 'drizzle-orm';

// The drawer's reads as plain SQL, one round trip each: they run on every open and every push.

/**
 * Notifications of the same kind on the same post are one group when shown ("Omar and 4 others liked your
 * post"): grouped here, at read time, so a page, its counts and the badge all count groups and the paging stays
 * a plain offset over one ordered list (the group's newest notification id). The rows stay one per action, so an
 * unlike still takes back exactly its own.
 */
export const GROUPED_TYPES = [
  'LIKE',
  'COMMENT_LIKE',
  'COMMENT',
  'COMMENT_REPLY',
  'QUESTION',
  'ANSWER',
  'MENTION',
] as const;
const groupedTypes = sql.raw(GROUPED_TYPES.map((t) => `'${t}'`).join(', '));

/** A notification's group: its kind and post for the post types, else itself alone. */
function groupKey(n: string): SQL {
  const c = sql.raw(n);
  return sql`(case when ${c}.post_id is not null and ${c}.type in (${groupedTypes})
    then ${c}.type || ':' || ${c}.post_id::text else ${c}.notification_id::text end)`;
}

/** The recipient's groups: the newest notification (the head), how many people acted, whether all are seen. */
function groupsSql(userId: number): SQL {
  return sql`
    select max(g.notification_id) as head, count(distinct g.actor_id)::int as actors, bool_and(g.is_seen) as all_seen
    from notifications g
    where g.user_id = ${userId}
    group by ${groupKey('g')}`;
}

/**
 * A page of a user's notification groups, newest first, each shown as its newest notification (the actor is the
 * newest), with how many other people acted, whether the recipient follows the actor back (the follows key) and
 * the post's media as JSON. With `notificationId`, just the group it heads (for a push).
 */
export function notificationsPageSql(userId: number, limit: number, offset: number, notificationId?: number): SQL {
  const one = notificationId === undefined ? sql`` : sql` and n.notification_id = ${notificationId}`;
  return sql`
    select n.notification_id, n.type, gr.all_seen as is_seen, n.created_at, n.post_id, n.user_plan_id, n.order_uuid,
      greatest(gr.actors - 1, 0) as others_count,
      a.id as actor_id, a.uuid as actor_uuid, a.username as actor_username, a.first_name as actor_first_name,
      a.last_name as actor_last_name, ap.profile_id as actor_profile_id, ap.profile_picture as actor_picture,
      ap.is_verified as actor_verified,
      o.kind as order_kind, o.title as order_title, o.details->>'name_ar' as order_title_ar,
      (f.follower_id is not null) as is_followed,
      case when n.post_id is null then null else coalesce((
        select json_agg(json_build_object('url', m.url, 'thumbnail', m.thumbnail, 'is_image', m.is_image) order by m.position)
        from media_items m where m.post_id = n.post_id
      ), '[]'::json) end as media
    from (${groupsSql(userId)}) gr
    join notifications n on n.notification_id = gr.head
    left join users a on a.id = n.actor_id and a.deleted_at is null
    left join profiles ap on ap.user_id = a.id
    left join follows f on f.follower_id = n.user_id and f.followed_id = n.actor_id
    left join orders o on o.uuid = n.order_uuid
    where n.user_id = ${userId}${one}
    order by n.notification_id desc
    limit ${limit} offset ${offset}`;
}

/** The recipient's number of groups and of groups with something unseen. */
function groupCountsSql(userId: number): SQL {
  return sql`
    select count(distinct ${groupKey('n')})::int as total,
      (count(distinct ${groupKey('n')}) filter (where not n.is_seen))::int as unseen
    from notifications n where n.user_id = ${userId}`;
}

/**
 * The drawer's page in one statement: the recipient's total and unseen counts, with the page beside them (a
 * lateral join, so an empty page still gives the counts: one row whose notification_id is null).
 */
export function notificationsPageWithCountsSql(userId: number, limit: number, offset: number): SQL {
  return sql`
    select c.total, c.unseen, pg.*
    from (${groupCountsSql(userId)}) c
    left join lateral (${notificationsPageSql(userId, limit, offset)}) pg on true
    order by pg.notification_id desc`;
}

/** The recipient as lists show them, with their total and unseen counts, in one query. */
export function recipientWithCountsSql(userId: number): SQL {
  return sql`
    select u.id, u.uuid, u.username, u.first_name, u.last_name, p.profile_id, p.profile_picture, p.is_verified,
      c.total, c.unseen
    from users u
    left join profiles p on p.user_id = u.id
    cross join (${groupCountsSql(userId)}) c
    where u.id = ${userId}`;
}

/** Marks seen the group `notificationId` belongs to (one click on a group reads all of it). */
export function markGroupSeenSql(userId: number, notificationId: number): SQL {
  return sql`
    update notifications n set is_seen = true
    from notifications one
    where one.notification_id = ${notificationId} and one.user_id = ${userId}
      and n.user_id = ${userId} and ${groupKey('n')} = ${groupKey('one')}
    returning n.notification_id`;
}

/** The badge: groups with something unseen, from notifications_user_seen_idx (user_id, is_seen, …). */
export function unseenCountSql(userId: number): SQL {
  return sql`select count(distinct ${groupKey('n')})::int as n from notifications n
    where n.user_id = ${userId} and n.is_seen = false`;
}
