import { sql, type SQL } from 'drizzle-orm';

/**
 * True when `viewerId` should not see `author`'s posts or comments: the viewer muted them, or either blocked
 * the other. Three primary-key probes (user_mutes_pkey, user_blocks_pkey both ways), cheap per row.
 */
export function hiddenAuthorSql(viewerId: number, author: SQL): SQL {
  return sql`(exists (select 1 from user_mutes m where m.muter_id = ${viewerId} and m.muted_id = ${author})
    or exists (select 1 from user_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${author})
    or exists (select 1 from user_blocks b where b.blocker_id = ${author} and b.blocked_id = ${viewerId}))`;
}

/** True when either of the two blocked the other (what a mute does not do: the muted person sees everything). */
export function blockedEitherWaySql(a: number, b: SQL): SQL {
  return sql`(exists (select 1 from user_blocks b where b.blocker_id = ${a} and b.blocked_id = ${b})
    or exists (select 1 from user_blocks b where b.blocker_id = ${b} and b.blocked_id = ${a}))`;
}
