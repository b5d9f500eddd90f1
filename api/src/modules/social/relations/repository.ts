import { at } from '../../../lib/checked';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { follows, notifications, profiles, userBlocks, userMutes, users } from '../../../db/schema';
import { summaryColumns } from '../shared/user-summary';
import { blockedEitherWaySql } from './filters';

export type RelationKind = 'muted' | 'blocked';

/** Did either of the two block the other. */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select ${blockedEitherWaySql(a, sql`${b}::bigint`)} as blocked`);
  return Boolean(rows[0]?.blocked);
}

/** Which of the two relations `viewerId` has set on `otherId`. */
export async function relationsTo(db: Db, viewerId: number, otherId: number) {
  const [muted, blocked] = await Promise.all([
    db
      .select({ one: sql<number>`1` })
      .from(userMutes)
      .where(and(eq(userMutes.muterId, viewerId), eq(userMutes.mutedId, otherId)))
      .limit(1),
    db
      .select({ one: sql<number>`1` })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)))
      .limit(1),
  ]);
  return { muted: muted.length > 0, blocked: blocked.length > 0 };
}

export async function setMuteRow(tx: Db, muterId: number, mutedId: number, on: boolean): Promise<void> {
  if (on) await tx.insert(userMutes).values({ muterId, mutedId }).onConflictDoNothing();
  else await tx.delete(userMutes).where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)));
}

export async function setBlockRow(tx: Db, blockerId: number, blockedId: number, on: boolean): Promise<boolean> {
  if (!on) {
    const gone = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ id: userBlocks.blockedId });
    return gone.length > 0;
  }
  const made = await tx
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ id: userBlocks.blockedId });
  return made.length > 0;
}

/** A block ends what the two had: follows both ways and the notifications either caused the other. */
export async function cutTies(tx: Db, a: number, b: number): Promise<void> {
  await tx
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followedId, b)),
        and(eq(follows.followerId, b), eq(follows.followedId, a)),
      ),
    );
  await tx
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), eq(notifications.actorId, b)),
        and(eq(notifications.userId, b), eq(notifications.actorId, a)),
      ),
    );
}

/** The people `userId` muted or blocked, newest first. */
export async function listRelation(db: Db, userId: number, kind: RelationKind, limit: number, offset: number) {
  const table = kind === 'muted' ? userMutes : userBlocks;
  const mine = kind === 'muted' ? userMutes.muterId : userBlocks.blockerId;
  const theirs = kind === 'muted' ? userMutes.mutedId : userBlocks.blockedId;
  const where = eq(mine, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ person: summaryColumns, createdAt: table.createdAt })
      .from(table)
      .innerJoin(users, and(eq(users.id, theirs), isNull(users.deletedAt)))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(table.createdAt), desc(theirs))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table)
      .innerJoin(users, and(eq(users.id, theirs), isNull(users.deletedAt)))
      .where(where),
  ]);
  return { rows, count: at(totals, 0).n };
}
