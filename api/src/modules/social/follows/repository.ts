import { at } from '../../../lib/checked';
import { and, count, desc, eq, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { follows, profiles, users } from '../../../db/schema';
import { toNumber } from '../shared/raw';
import { blockedEitherWaySql, hiddenAuthorSql } from '../relations/filters';
import { summaryColumnsOf } from '../shared/user-summary';

export async function insertFollow(tx: Db, followerId: number, followedId: number): Promise<boolean> {
  const rows = await tx
    .insert(follows)
    .values({ followerId, followedId })
    .onConflictDoNothing()
    .returning({ id: follows.followedId });
  return rows.length > 0;
}

export async function deleteFollow(tx: Db, followerId: number, followedId: number): Promise<boolean> {
  const rows = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .returning({ id: follows.followedId });
  return rows.length > 0;
}

export async function isFollowing(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .limit(1);
  return Boolean(row);
}

export async function followCounts(db: Db, userId: number): Promise<{ followers: number; following: number }> {
  const [followers, following] = await Promise.all([
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, and(eq(users.id, follows.followerId), isNull(users.deletedAt)))
      .where(eq(follows.followedId, userId)),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, and(eq(users.id, follows.followedId), isNull(users.deletedAt)))
      .where(eq(follows.followerId, userId)),
  ]);
  // count() without GROUP BY always answers one row.
  return { followers: at(followers, 0).n, following: at(following, 0).n };
}

const other = alias(users, 'other');
const otherProfile = alias(profiles, 'other_profile');

/**
 * One side of a person's follows, newest first: `followers` lists who follows them, `following` whom
 * they follow. Each row carries the other person.
 */
/** One side of a person's follows; to a member, never someone they blocked or who blocked them (nor in the count). */
export async function listFollowSide(
  db: Db,
  userId: number,
  side: 'followers' | 'following',
  viewerId: number | null,
  limit: number,
  offset: number,
) {
  const mine = side === 'followers' ? follows.followedId : follows.followerId;
  const theirs = side === 'followers' ? follows.followerId : follows.followedId;
  const where = and(
    eq(mine, userId),
    viewerId === null ? undefined : not(blockedEitherWaySql(viewerId, sql`${theirs}`)),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        person: summaryColumnsOf(other as unknown as typeof users, otherProfile as unknown as typeof profiles),
        createdAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(other, and(eq(other.id, theirs), isNull(other.deletedAt)))
      .leftJoin(otherProfile, eq(otherProfile.userId, other.id))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(theirs))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(other, and(eq(other.id, theirs), isNull(other.deletedAt)))
      .where(where),
  ]);
  return { rows, count: at(totals, 0).n };
}

export interface SuggestionRow {
  id: number;
  followers: number;
  mutual: number;
}

/**
 * People to follow: not the viewer, not already followed; friends of friends first, then verified and
 * well-followed people. A visitor gets the well-followed.
 */
export async function suggestPeople(db: Db, viewerId: number | null, limit: number): Promise<SuggestionRow[]> {
  const me = viewerId ?? 0;
  const { rows } = await db.execute(sql`
    select u.id,
      (select count(*) from follows f2 where f2.followed_id = u.id)::int as followers,
      (select count(*) from follows a join follows b on b.follower_id = a.followed_id
        where a.follower_id = ${me} and b.followed_id = u.id)::int as mutual
    from users u
    left join profiles p on p.user_id = u.id
    where u.deleted_at is null and u.id <> ${me}
      and not exists (select 1 from follows f where f.follower_id = ${me} and f.followed_id = u.id)
      and not ${hiddenAuthorSql(me, sql`u.id`)}
    order by mutual desc, coalesce(p.is_verified, false) desc, followers desc, u.id desc
    limit ${limit}`);
  return rows.map((r) => ({ id: toNumber(r.id), followers: toNumber(r.followers), mutual: toNumber(r.mutual) }));
}
