import { sql, type SQL } from 'drizzle-orm';
import { hydrateColumns, hydrateJoins, int } from '../posts/feed-queries';
import { hiddenAuthorSql } from '../relations/filters';

/**
 * A tag's public posts, newest first below `beforeId`: a backward walk of post_tags_pkey (tag, post_id) for the
 * tag, each post checked through posts_pkey (not hidden; not a muted or blocked author for a member), hydrated.
 */
export function tagPageSql(viewerId: number | null, tag: string, beforeId: number, fetch: number): SQL {
  const unwanted = viewerId === null ? sql`false` : hiddenAuthorSql(viewerId, sql`tp.user_id`);
  return sql`
    with picked as materialized (
      select t.post_id as id, row_number() over (order by t.post_id desc) as ord
      from post_tags t
      join posts tp on tp.id = t.post_id
      where t.tag = ${tag} and t.post_id < ${beforeId} and tp.hidden_at is null and not ${unwanted}
      order by t.post_id desc
      limit ${int(fetch)}
    )
    select ${hydrateColumns()}
    from picked k
    join posts p on p.id = k.id
    left join users u on u.id = p.user_id and u.deleted_at is null
    ${hydrateJoins(viewerId)}
    order by k.ord`;
}

/** How many public posts carry the tag (an index walk of post_tags_pkey for it). */
export function tagCountSql(tag: string): SQL {
  return sql`select count(*)::int as n from post_tags t join posts p on p.id = t.post_id
    where t.tag = ${tag} and p.hidden_at is null`;
}

/** At most this many tag rows are read for one search: a popular prefix is counted on a sample, not in full. */
const SEARCH_SCAN = 5000;

/** Tags starting with `prefix`, most used first: a range of post_tags_pkey (starts_with keeps it exact). */
export function tagSearchSql(prefix: string, limit: number): SQL {
  return sql`
    select s.tag, count(*)::int as post_count from (
      select t.tag from post_tags t
      where t.tag >= ${prefix} and t.tag < ${prefix} || chr(1114111) and starts_with(t.tag, ${prefix})
      limit ${int(SEARCH_SCAN)}
    ) s
    group by s.tag
    order by post_count desc, s.tag
    limit ${int(limit)}`;
}
