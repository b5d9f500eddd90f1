import { sql, type SQL } from 'drizzle-orm';
import { hiddenAuthorSql } from '../relations/filters';

/**
 * Page sizes go into the statement text, not as parameters: with `limit $n` PostgreSQL's generic plan assumes a
 * tenth of the table and walks the million posts (100+ ms), so it keeps planning every execution afresh (~6 ms,
 * most of a feed request). With the numbers in the text, the cached generic plan is the index walk. Callers
 * name their prepared statements per page size.
 */
export function int(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page size: ${n}`);
  return sql.raw(String(n));
}

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
      select f.followed_id as uid from follows f
      where f.follower_id = ${viewerId} and not ${hiddenAuthorSql(viewerId, sql`f.followed_id`)}
      union all select ${viewerId}::bigint
    ) authors
    cross join lateral (
      select id, user_id from posts
      where user_id = authors.uid and id < ${beforeId} and hidden_at is null
      order by id desc
      limit ${int(limit)}
    ) p
    order by p.id desc
    limit ${int(limit)}`;
}

/**
 * Everyone else's posts, newest first: a backward walk of the primary key (posts_pkey) that stops after
 * `limit` rows; people the viewer follows are skipped through the follows primary key, muted and blocked
 * people through theirs (relations/filters.ts). For a visitor
 * (viewerId null): every post.
 */
export function discoveryStreamSql(viewerId: number | null, beforeId: number, limit: number): SQL {
  if (viewerId === null) {
    return sql`
      select p.id, p.user_id from posts p
      where p.hidden_at is null and p.id < ${beforeId}
      order by p.id desc
      limit ${int(limit)}`;
  }
  return sql`
    select p.id, p.user_id from posts p
    where p.hidden_at is null and p.id < ${beforeId} and p.user_id <> ${viewerId}
      and not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followed_id = p.user_id)
      and not ${hiddenAuthorSql(viewerId, sql`p.user_id`)}
    order by p.id desc
    limit ${int(limit)}`;
}

/** What a page plan needs to know: the page size and how many of it go to followed people at most. */
export interface FeedPageShape {
  limit: number;
  wantFollowed: number;
}

const noStream = sql`select null::bigint as id, null::bigint as user_id where false`;

/**
 * A whole feed page in one round trip: both streams (each fetched with limit + 1, so the statement knows whether
 * it goes on), the page plan, and the hydration of the picked posts. The plan is the rule of feed.ts: the
 * discovery stream gets min(its rows, limit − min(followed rows, wantFollowed)) places, the followed stream
 * the rest it can fill. Each row carries its stream ('f' or 'd') and both streams' fetched counts (nf, nd), from
 * which the caller derives the next cursor. A stream whose cursor is 0 is exhausted and left out; a visitor
 * (viewerId null) has only the discovery stream, over everyone's posts.
 */
export function feedPageSql(
  viewerId: number | null,
  followedBefore: number,
  discoveryBefore: number,
  page: FeedPageShape,
): SQL {
  const fetch = page.limit + 1;
  const followed =
    viewerId !== null && followedBefore > 0 ? followedStreamSql(viewerId, followedBefore, fetch) : noStream;
  const discovery = discoveryBefore > 0 ? discoveryStreamSql(viewerId, discoveryBefore, fetch) : noStream;
  return sql`
    with f as materialized (${followed}),
    d as materialized (${discovery}),
    plan as (
      select c.nf, c.nd, least(c.nd, ${int(page.limit)} - least(c.nf, ${int(page.wantFollowed)})) as td
      from (select (select count(*) from f)::int as nf, (select count(*) from d)::int as nd) c
    ),
    picked as (
      select x.id, 'f'::text as stream from (select id, row_number() over (order by id desc) as rn from f) x, plan
      where x.rn <= least(plan.nf, ${int(page.limit)} - plan.td)
      union all
      select x.id, 'd'::text from (select id, row_number() over (order by id desc) as rn from d) x, plan
      where x.rn <= plan.td
    )
    select k.stream, k.id as picked_id, plan.nf, plan.nd, ${hydrateColumns()}
    from picked k
    cross join plan
    join posts p on p.id = k.id
    left join users u on u.id = p.user_id and u.deleted_at is null
    ${hydrateJoins(viewerId)}
    order by k.id desc`;
}

/** The columns a post shows: author, counts, the viewer's like/report/follow and the media (as JSON, in order). */
export function hydrateColumns(): SQL {
  return sql`p.id, p.user_id, p.caption, p.user_plan_id, p.like_count, p.comment_count, p.question_count,
      p.hidden_at, p.created_at, p.edited_at,
      u.uuid, u.username, u.first_name, u.last_name, pr.profile_id, pr.profile_picture, pr.is_verified,
      (l.user_id is not null) as liked, (r.reporter_id is not null) as reported, (fo.follower_id is not null) as followed,
      coalesce((
        select json_agg(json_build_object('id', m.id, 'url', m.url, 'thumbnail', m.thumbnail, 'is_image', m.is_image,
          'width', m.width, 'height', m.height, 'duration_ms', m.duration_ms, 'variants', m.variants, 'alt_text', m.alt_text) order by m.position)
        from media_items m where m.post_id = p.id
      ), '[]'::json) as media`;
}

/** The viewer's like, report and follow, each through a primary key (left joins on unique keys: at most one row). */
export function hydrateJoins(viewerId: number | null): SQL {
  const viewer = viewerId ?? 0;
  return sql`left join profiles pr on pr.user_id = u.id
    left join post_likes l on l.post_id = p.id and l.user_id = ${viewer}
    left join post_reports r on r.post_id = p.id and r.reporter_id = ${viewer}
    left join follows fo on fo.follower_id = ${viewer} and fo.followed_id = p.user_id`;
}

/**
 * Everything a list of posts shows, in one query: author, media (as JSON, in order), and the viewer's
 * like, report and follow, each read through a primary key (left joins on unique keys: at most one row).
 */
export function hydratePostsSql(viewerId: number | null, postIds: number[]): SQL {
  return sql`
    select ${hydrateColumns()}
    from posts p
    join users u on u.id = p.user_id and u.deleted_at is null
    ${hydrateJoins(viewerId)}
    where p.id = any(${sql.param(postIds)}::bigint[])`;
}
