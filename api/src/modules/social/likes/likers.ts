import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invalid } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { visiblePost } from '../posts/service';
import { blockedEitherWaySql } from '../relations/filters';
import { ID_KIND } from '../shared/ids';
import { toNumber } from '../shared/raw';
import type { SqlRunner } from '../shared/sql-runner';
import { toSocialUser } from '../shared/user-summary';
import type { LikersPage } from '../types';

// "Who liked this post": the people who liked it, newest like first, keyset on (created_at, user_id) through
// post_likes_post_recent_idx. The cursor is the last row's like time in microseconds and user id, two opaque ids.

interface Cursor {
  micros: number;
  userId: number;
}

function likersSql(postId: number, viewerId: number | null, after: Cursor | null, limit: number): SQL {
  const keyset =
    after === null
      ? sql``
      : sql` and (l.created_at, l.user_id) < ('epoch'::timestamptz + ${after.micros} * interval '1 microsecond', ${after.userId})`;
  // The viewer never sees someone either of them blocked; a visitor sees everyone who is not deleted.
  const unblocked = viewerId === null ? sql`` : sql` and not ${blockedEitherWaySql(viewerId, sql`l.user_id`)}`;
  return sql`
    select u.id, u.uuid, u.username, u.first_name, u.last_name, p.profile_id, p.profile_picture, p.is_verified,
      (extract(epoch from l.created_at) * 1000000)::bigint as liked_us, l.created_at as liked_at,
      ${viewerId === null ? sql`false` : sql`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followed_id = l.user_id)`} as is_followed
    from post_likes l
    join users u on u.id = l.user_id and u.deleted_at is null
    left join profiles p on p.user_id = u.id
    where l.post_id = ${postId}${keyset}${unblocked}
    order by l.created_at desc, l.user_id desc
    limit ${limit}`;
}

function decodeCursor(ids: OpaqueIds, cursor: string): Cursor {
  const [a, b, rest] = cursor.split('.');
  const micros = a === undefined ? null : ids.tryDecodeId(ID_KIND.cursor, a);
  const userId = b === undefined ? null : ids.tryDecodeId(ID_KIND.cursor, b);
  if (micros === null || userId === null || rest !== undefined) throw invalid('invalid_cursor', { field: 'cursor' });
  return { micros, userId };
}

/** A page of a post's likers; the post answers 404 to whoever may not see it (hidden, blocked), as the post does. */
export async function listLikers(
  db: Db,
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  postId: number,
  cursor: string | undefined,
  limit: number,
): Promise<LikersPage> {
  const after = cursor === undefined ? null : decodeCursor(ids, cursor);
  await visiblePost(db, postId, viewerId);
  const rows = await run(
    `social_likers_${viewerId === null ? 'v' : 'm'}_${after === null ? 'first' : 'next'}`,
    likersSql(postId, viewerId, after, limit + 1),
  );
  const taken = rows.slice(0, limit);
  const last = taken.at(-1);
  return {
    rows: taken.map((r) => {
      const id = toNumber(r.id);
      return {
        user: toSocialUser(
          {
            id,
            uuid: String(r.uuid),
            username: String(r.username),
            firstName: String(r.first_name ?? ''),
            lastName: String(r.last_name ?? ''),
            profileId: r.profile_id === null || r.profile_id === undefined ? null : toNumber(r.profile_id),
            profilePicture: (r.profile_picture as string | null) ?? null,
            isVerified: (r.is_verified as boolean | null) ?? null,
          },
          ids,
        ),
        liked_at: new Date(r.liked_at as string | Date).toISOString(),
        is_followed: r.is_followed === true,
        is_me: id === viewerId,
      };
    }),
    next_cursor:
      rows.length > limit && last
        ? `${ids.encodeId(ID_KIND.cursor, toNumber(last.liked_us))}.${ids.encodeId(ID_KIND.cursor, toNumber(last.id))}`
        : null,
  };
}
