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
 * For you's ranked window, the same for every reader (for-you-window.ts keeps it): the `size` newest public posts
 * (no bounds: the first page) or those between a cursor's floor and pin ids (later pages: new posts do not shift
 * it; never more than `size`, whatever a cursor says), with author and score, best first. A backward walk of
 * posts_pkey plus a sort of at most the window.
 */
export function forYouWindowSql(bounds: { pin: number; floor: number } | null, size = FOR_YOU_WINDOW): SQL {
  const range = bounds ? sql`and w.id between ${bounds.floor} and ${bounds.pin}` : sql``;
  return sql`
    select w.id, w.user_id, ${FOR_YOU_SCORE} as score
    from (
      select w.id, w.user_id, w.like_count, w.comment_count, w.question_count, w.created_at from posts w
      where w.hidden_at is null ${range}
      order by w.id desc
      limit ${int(size)}
    ) w
    order by score desc, w.id desc`;
}

/**
 * One reader's page of the window: the first `fetch` of `candidates` (post ids, best first) still public and
 * not by an author the reader muted or either blocked, hydrated, in that order. Each candidate is read through
 * posts_pkey.
 */
export function forYouPickSql(viewerId: number | null, candidates: number[], fetch: number): SQL {
  return sql`
    with picked as materialized (
      select p.id, c.ord
      from unnest(${sql.param(candidates)}::bigint[]) with ordinality as c(id, ord)
      join posts p on p.id = c.id
      where p.hidden_at is null and ${forYouAuthorFilter(viewerId, sql`p.user_id`)}
      order by c.ord
      limit ${int(fetch)}
    )
    ${hydrated(viewerId)}`;
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
