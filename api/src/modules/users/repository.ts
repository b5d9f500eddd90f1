import { at } from '../../lib/checked';
import { and, eq, getTableColumns, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users, type NewUserRow, type ProfileRow, type UserRow } from '../../db/schema';
import { publishEverywhere } from '../../lib/invalidation-bus';
import type { AuthUser } from './types';

const { passwordHash: _omitted, ...userColumns } = getTableColumns(users);

/** Columns of `users` without the password hash, plus whether there is one; for joins that build an AuthUser. */
export const authUserColumns = {
  ...userColumns,
  hasPassword: sql<boolean>`${isNotNull(users.passwordHash)}`.mapWith(Boolean),
};

export async function findAuthUserById(db: Db, id: number): Promise<AuthUser | null> {
  const rows = await db
    .select({ user: authUserColumns, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, profile: row.profile } : null;
}

/** Inserts a user and their (empty) profile together; the e-mail is stored lower-case. Pass a transaction. */
export async function insertUserWithProfile(
  tx: Db,
  values: NewUserRow,
  profile: Partial<Pick<ProfileRow, 'profilePicture' | 'coverPicture' | 'isVerified'>> = {},
): Promise<{ user: UserRow; profile: ProfileRow }> {
  const user = at(
    await tx
      .insert(users)
      .values({ ...values, email: values.email.trim().toLowerCase() })
      .returning(),
    0,
  );
  const created = at(
    await tx
      .insert(profiles)
      .values({ userId: user.id, ...profile })
      .returning(),
    0,
  );
  return { user, profile: created };
}

export async function countUsers(db: Db): Promise<number> {
  // count(*) without GROUP BY always answers one row.
  return at(await db.select({ n: sql<number>`count(*)::int` }).from(users), 0).n;
}

/** The user behind an e-mail, with the password hash: for sign-in and password checks only. */
export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; passwordHash: string | null; username: string; email: string } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.passwordHash ?? null;
}

export async function usernameTaken(db: Db, username: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, email.toLowerCase()), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateUserRow(db: Db, userId: number, patch: Partial<NewUserRow>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, userId));
  // The signed-in user is cached with their session: the 'user' topic drops it on every instance.
  void publishEverywhere('user', userId);
}

export async function updateProfileRow(
  db: Db,
  userId: number,
  patch: Partial<Pick<ProfileRow, 'profilePicture' | 'coverPicture' | 'isVerified'>>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(profiles).set(patch).where(eq(profiles.userId, userId));
  void publishEverywhere('user', userId);
}

/** A live (not deleted) user by username or by profile id, for public profile pages. */
export async function findAuthUserByProfile(
  db: Db,
  by: { username?: string; profileId?: number },
): Promise<AuthUser | null> {
  const where =
    by.profileId !== undefined
      ? eq(profiles.profileId, by.profileId)
      : sql`lower(${users.username}) = ${(by.username ?? '').toLowerCase()}`;
  const rows = await db
    .select({ user: authUserColumns, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, profile: row.profile } : null;
}
