import { sql, type SQL } from 'drizzle-orm';
import { hiddenAuthorSql } from '../relations/filters';
import { hydrateColumns, hydrateJoins, int } from './feed-queries';

// The two tabs of /feed as SQL (feed-tabs.ts pages them; feed-explain.test.ts checks their index use). As in the
// mixed feed, a post whose author is being deleted keeps its place in the page plan and is dropped at hydration.

/** How many of the newest public posts the For you tab ranks before it continues chronologically. */
export const FOR_YOU_WINDOW = 500;

/**
 * The For you score, in millionths so it is an exact bigint a cursor can carry:
 *   ln(1 + likes + 3·comments + 2·questions) + ln 2 · (created_at in days since the epoch)
 * i.e. engagement on a log scale, and freshness with a half-life of one day: a post a day older needs twice the
 * engagement (+1) to rank level. Written against an absolute time rather than "now" so a post's score does not
 * move while a reader pages (only its counts can, see feed-tabs.ts).
 */
export const FOR_YOU_SCORE = sql`round(1e6 * (ln(1 + w.like_count + 3 * w.comment_count + 2 * w.question_count)
  + ln(2) * extract(epoch from w.created_at) / 86400))::bigint`;

/** The page's posts, hydrated, in the order of `picked` (a CTE with id and ord). */
function hydrated(viewerId: number | null): SQL {
  return sql`select k.ord, ${hydrateColumns()}
    from picked k
    join posts p on p.id = k.id
    left join users u on u.id = p.user_id and u.deleted_at is null
    ${hydrateJoins(viewerId)}
    order by k.ord`;
}

/**
 * Following: the reader's own posts and those of the people they follow (minus muted or blocked ones), newest
 * first below `beforeId`: per author at most `fetch` rows from posts_user_id_idx, then the newest `fetch`.
 */
export function followingPageSql(viewerId: number, beforeId: number, fetch: number): SQL {
  return sql`
    with picked as materialized (
      select p.id, row_number() over (order by p.id desc) as ord
      from (
        select f.followed_id as uid from follows f
        where f.follower_id = ${viewerId} and not ${hiddenAuthorSql(viewerId, sql`f.followed_id`)}
        union all select ${viewerId}::bigint
      ) authors
      cross join lateral (
        select id from posts
        where user_id = authors.uid and id < ${beforeId} and hidden_at is null
        order by id desc
        limit ${int(fetch)}
      ) p
      order by p.id desc
      limit ${int(fetch)}
    )
    ${hydrated(viewerId)}`;
}

/** Who the For you tab leaves out: the reader's own posts, muted authors, and blocks either way. */
function forYouAuthorFilter(viewerId: number | null, author: SQL): SQL {
  if (viewerId === null) return sql`true`;
  return sql`${author} <> ${viewerId} and not ${hiddenAuthorSql(viewerId, author)}`;
}

/** Where a ranked page starts: the window of public posts [floor, pin] and the last (score, id) handed out. */
export interface RankedPosition {
  pin: number;
  floor: number;
  after: { score: number; id: number } | null;
}

/**
 * For you, ranked part: the FOR_YOU_WINDOW newest public posts (on the first page) or the same window again
 * (id between floor and pin, fixed by the cursor so new posts do not shift it), scored, below the cursor's
 * (score, id), best first. A backward walk of posts_pkey plus a sort of at most the window. Each row carries
 * the window's bounds (win_max, win_min) for the cursor; an empty pick is one row of bounds with no post.
 */
export function forYouRankedSql(
  viewerId: number | null,
  position: RankedPosition | null,
  fetch: number,
  windowSize = FOR_YOU_WINDOW,
): SQL {
  const window =
    position === null
      ? sql`select id, user_id, like_count, comment_count, question_count, created_at from posts
          where hidden_at is null order by id desc limit ${int(windowSize)}`
      : sql`select id, user_id, like_count, comment_count, question_count, created_at from posts
          where hidden_at is null and id between ${position.floor} and ${position.pin} order by id desc`;
  const after = position?.after
    ? sql`and (s.score < ${position.after.score} or (s.score = ${position.after.score} and s.id < ${position.after.id}))`
    : sql``;
  return sql`
    with w as materialized (${window}),
    bounds as (select max(id) as win_max, min(id) as win_min from w),
    s as (
      select w.id, ${FOR_YOU_SCORE} as score from w
      where ${forYouAuthorFilter(viewerId, sql`w.user_id`)}
    ),
    picked as materialized (
      select s.id, s.score, row_number() over (order by s.score desc, s.id desc) as ord
      from s where true ${after}
      order by s.score desc, s.id desc
      limit ${int(fetch)}
    )
    select bounds.win_max, bounds.win_min, k.score as rank_score, x.*
    from bounds
    left join (picked k join (${hydrated(viewerId)}) x on x.id = k.id) on true
    order by x.ord`;
}

/** For you, after the window: older public posts newest first below `beforeId` (posts_pkey walked backwards). */
export function forYouOlderSql(viewerId: number | null, beforeId: number, fetch: number): SQL {
  return sql`
    with picked as materialized (
      select p.id, row_number() over (order by p.id desc) as ord from posts p
      where p.hidden_at is null and p.id < ${beforeId} and ${forYouAuthorFilter(viewerId, sql`p.user_id`)}
      order by p.id desc
      limit ${int(fetch)}
    )
    ${hydrated(viewerId)}`;
}
