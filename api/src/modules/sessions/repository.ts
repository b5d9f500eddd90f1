import { at } from '../../lib/checked';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { authUserColumns } from '../users/repository';
import type { AuthUser } from '../users/types';

export interface ActiveSession {
  id: number;
  csrfToken: string;
  expiresAt: Date;
  user: AuthUser;
}

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; csrfToken: string; userAgent: string | null; expiresAt: Date },
): Promise<{ id: number }> {
  return at(await db.insert(sessions).values(values).returning({ id: sessions.id }), 0);
}

/** The live session for a token hash: not revoked, not expired, its user not deleted. One indexed query. */
export async function findActiveSession(db: Db, tokenHash: string, now: Date): Promise<ActiveSession | null> {
  const rows = await db
    .select({
      id: sessions.id,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      user: authUserColumns,
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    user: { ...row.user, profile: row.profile },
  };
}

export async function markSessionRevoked(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function markUserSessionsRevoked(db: Db, userId: number, now: Date, exceptId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
