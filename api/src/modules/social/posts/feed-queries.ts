import { sql, type SQL } from 'drizzle-orm';

// The feed's two streams as SQL, shared by the repository and the EXPLAIN test (bench/social), so the
// test checks the queries the api really runs. Both are keyset scans on id, newest first.

/**
 * Posts of the people `viewerId` follows, and their own: for each followed person, at most `limit`
 * posts below the cursor from posts_user_id_idx (user_id, id desc), then the newest `limit` of those.
 * The per-person LIMIT keeps the work at (followed × limit) index rows however much each has posted.
 */
export function followedStreamSql(viewerId: number, beforeId: number, limit: number): SQL {
  return sql`
    select p.id, p.user_id
    from (
      select f.followed_id as uid from follows f where f.follower_id = ${viewerId}
      union all select ${viewerId}::bigint
    ) authors
    cross join lateral (
      select id, user_id from posts
      where user_id = authors.uid and id < ${beforeId} and hidden_at is null
      order by id desc
      limit ${limit}
    ) p
    order by p.id desc
    limit ${limit}`;
}

/**
 * Everyone else's posts, newest first: a backward walk of the primary key (posts_pkey) that stops after
 * `limit` rows; people the viewer follows are skipped through the follows primary key. For a visitor
 * (viewerId null): every post.
 */
export function discoveryStreamSql(viewerId: number | null, beforeId: number, limit: number): SQL {
  if (viewerId === null) {
    return sql`
      select p.id, p.user_id from posts p
      where p.hidden_at is null and p.id < ${beforeId}
      order by p.id desc
      limit ${limit}`;
  }
  return sql`
    select p.id, p.user_id from posts p
    where p.hidden_at is null and p.id < ${beforeId} and p.user_id <> ${viewerId}
      and not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followed_id = p.user_id)
    order by p.id desc
    limit ${limit}`;
}

/**
 * Both streams in one round trip, tagged 'f' (followed) or 'd' (discovery). A stream at 0 is exhausted
 * and left out.
 */
export function feedStreamsSql(viewerId: number, followedBefore: number, discoveryBefore: number, limit: number): SQL {
  const parts: SQL[] = [];
  if (followedBefore > 0) parts.push(sql`select 'f'::text as stream, s.id, s.user_id from (${followedStreamSql(viewerId, followedBefore, limit)}) s`);
  if (discoveryBefore > 0) parts.push(sql`select 'd'::text as stream, s.id, s.user_id from (${discoveryStreamSql(viewerId, discoveryBefore, limit)}) s`);
  if (parts.length === 0) return sql`select 'f'::text as stream, 0::bigint as id, 0::bigint as user_id where false`;
  return sql.join(parts, sql` union all `);
}

/**
 * Everything a list of posts shows, in one query: author, media (as JSON, in order), and the viewer's
 * like, report and follow, each read through a primary key (left joins on unique keys: at most one row).
 */
export function hydratePostsSql(viewerId: number | null, postIds: number[]): SQL {
  const viewer = viewerId ?? 0;
  return sql`
    select p.id, p.user_id, p.caption, p.user_plan_id, p.like_count, p.comment_count, p.question_count,
      p.hidden_at, p.created_at, p.edited_at,
      u.uuid, u.username, u.first_name, u.last_name, pr.profile_id, pr.profile_picture, pr.is_verified,
      (l.user_id is not null) as liked, (r.reporter_id is not null) as reported, (f.follower_id is not null) as followed,
      coalesce((
        select json_agg(json_build_object('id', m.id, 'url', m.url, 'thumbnail', m.thumbnail, 'is_image', m.is_image,
          'width', m.width, 'height', m.height, 'duration_ms', m.duration_ms, 'variants', m.variants) order by m.position)
        from media_items m where m.post_id = p.id
      ), '[]'::json) as media
    from posts p
    join users u on u.id = p.user_id and u.deleted_at is null
    left join profiles pr on pr.user_id = u.id
    left join post_likes l on l.post_id = p.id and l.user_id = ${viewer}
    left join post_reports r on r.post_id = p.id and r.reporter_id = ${viewer}
    left join follows f on f.follower_id = ${viewer} and f.followed_id = p.user_id
    where p.id = any(${sql.param(postIds)}::bigint[])`;
}
