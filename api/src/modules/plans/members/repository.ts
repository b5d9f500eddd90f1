// Drizzle queries of plan members and invite links. Functions take a database or a transaction.
import { and, count, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  planInviteLinks,
  planMembers,
  plans,
  users,
  type PlanInviteLinkRow,
  type PlanMemberRow,
  type PlanRole,
  type PlanRow,
} from '../../../db/schema';

export async function listMemberRows(db: Db, planId: number): Promise<PlanMemberRow[]> {
  return db.select().from(planMembers).where(eq(planMembers.planId, planId)).orderBy(planMembers.createdAt);
}

export async function countMembers(db: Db, planId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(planMembers).where(eq(planMembers.planId, planId));
  return row?.n ?? 0;
}

export async function findMember(db: Db, planId: number, userId: number): Promise<PlanMemberRow | null> {
  const [row] = await db
    .select()
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Adds the person, or changes their role when they are in already. */
export async function upsertMember(
  tx: Db,
  row: { planId: number; userId: number; role: PlanRole; invitedBy: number | null },
): Promise<void> {
  await tx
    .insert(planMembers)
    .values(row)
    .onConflictDoUpdate({ target: [planMembers.planId, planMembers.userId], set: { role: row.role } });
}

export async function deleteMember(tx: Db, planId: number, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)))
    .returning({ userId: planMembers.userId });
  return gone.length > 0;
}

export async function findLiveUserByUsername(db: Db, username: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function listLiveLinks(db: Db, planId: number): Promise<PlanInviteLinkRow[]> {
  return db
    .select()
    .from(planInviteLinks)
    .where(and(eq(planInviteLinks.planId, planId), isNull(planInviteLinks.revokedAt)))
    .orderBy(desc(planInviteLinks.linkId));
}

export async function insertLink(tx: Db, planId: number, role: PlanRole): Promise<PlanInviteLinkRow> {
  const [row] = await tx.insert(planInviteLinks).values({ planId, role }).returning();
  if (!row) throw new Error('invite link not inserted');
  return row;
}

export async function findLink(db: Db, linkId: number): Promise<PlanInviteLinkRow | null> {
  const [row] = await db.select().from(planInviteLinks).where(eq(planInviteLinks.linkId, linkId)).limit(1);
  return row ?? null;
}

export async function revokeLinkRow(tx: Db, planId: number, linkId: number): Promise<boolean> {
  const done = await tx
    .update(planInviteLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(planInviteLinks.planId, planId), eq(planInviteLinks.linkId, linkId), isNull(planInviteLinks.revokedAt)),
    )
    .returning({ linkId: planInviteLinks.linkId });
  return done.length > 0;
}

/** Plans others let me into, newest membership first, with my role. */
export async function listPlansSharedWith(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: Array<{ plan: PlanRow; role: PlanRole }>; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ plan: plans, role: planMembers.role })
      .from(planMembers)
      .innerJoin(plans, eq(plans.planId, planMembers.planId))
      .where(eq(planMembers.userId, userId))
      .orderBy(desc(planMembers.createdAt), desc(planMembers.planId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(planMembers).where(eq(planMembers.userId, userId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Live people whose username or name starts with `q` (case-insensitive), but not those listed: the invite search. */
export async function searchPeople(db: Db, q: string, except: readonly number[], limit: number): Promise<number[]> {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        notInArray(users.id, [...except]),
        or(
          sql`lower(${users.username}) like ${prefix}`,
          sql`lower(${users.firstName}) like ${prefix}`,
          sql`lower(${users.lastName}) like ${prefix}`,
        ),
      ),
    )
    .orderBy(users.username)
    .limit(limit);
  return rows.map((r) => r.id);
}
