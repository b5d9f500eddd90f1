import { sql, type SQL } from 'drizzle-orm';

// The drawer's reads as plain SQL, one round trip each: they run on every open and every push.

/**
 * A page of a user's notifications, newest first (notifications_user_id_idx), with the actor, whether
 * the recipient follows them back (the follows key) and the post's media as JSON. With `notificationId`,
 * just that one (for a push).
 */
export function notificationsPageSql(userId: number, limit: number, offset: number, notificationId?: number): SQL {
  const one = notificationId === undefined ? sql`` : sql` and n.notification_id = ${notificationId}`;
  return sql`
    select n.notification_id, n.type, n.is_seen, n.created_at, n.post_id, n.user_plan_id, n.order_uuid,
      a.id as actor_id, a.uuid as actor_uuid, a.username as actor_username, a.first_name as actor_first_name,
      a.last_name as actor_last_name, ap.profile_id as actor_profile_id, ap.profile_picture as actor_picture,
      ap.is_verified as actor_verified,
      o.kind as order_kind, o.title as order_title, o.details->>'name_ar' as order_title_ar,
      (f.follower_id is not null) as is_followed,
      case when n.post_id is null then null else coalesce((
        select json_agg(json_build_object('url', m.url, 'thumbnail', m.thumbnail, 'is_image', m.is_image) order by m.position)
        from media_items m where m.post_id = n.post_id
      ), '[]'::json) end as media
    from notifications n
    left join users a on a.id = n.actor_id and a.deleted_at is null
    left join profiles ap on ap.user_id = a.id
    left join follows f on f.follower_id = n.user_id and f.followed_id = n.actor_id
    left join orders o on o.uuid = n.order_uuid
    where n.user_id = ${userId}${one}
    order by n.notification_id desc
    limit ${limit} offset ${offset}`;
}

/**
 * The drawer's page in one statement: the recipient's total and unseen counts, with the page beside them (a
 * lateral join, so an empty page still gives the counts: one row whose notification_id is null).
 */
export function notificationsPageWithCountsSql(userId: number, limit: number, offset: number): SQL {
  return sql`
    select c.total, c.unseen, pg.*
    from (
      select count(*)::int as total, (count(*) filter (where not n.is_seen))::int as unseen
      from notifications n where n.user_id = ${userId}
    ) c
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
    cross join (
      select count(*)::int as total, (count(*) filter (where not n.is_seen))::int as unseen
      from notifications n where n.user_id = ${userId}
    ) c
    where u.id = ${userId}`;
}

/** The badge: unseen only, from notifications_user_seen_idx (user_id, is_seen, …). */
export function unseenCountSql(userId: number): SQL {
  return sql`select count(*)::int as n from notifications where user_id = ${userId} and is_seen = false`;
}
