import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { profiles, users } from '../../../db/schema';
import type { OpaqueIds } from '../../../lib/opaque-id';
import type { SocialUser } from '../types';

/** The columns a SocialUser is built from, for `users` (or an alias) left-joined to `profiles` (or an alias). */
export function summaryColumnsOf(u: typeof users, p: typeof profiles) {
  return {
    id: u.id,
    uuid: u.uuid,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    profileId: p.profileId,
    profilePicture: p.profilePicture,
    isVerified: p.isVerified,
  };
}

export const summaryColumns = summaryColumnsOf(users, profiles);

export interface SummaryRow {
  id: number;
  uuid: string;
  username: string;
  firstName: string;
  lastName: string;
  profileId: number | null;
  profilePicture: string | null;
  isVerified: boolean | null;
}

export function toSocialUser(row: SummaryRow, ids: OpaqueIds): SocialUser {
  return {
    uuid: row.uuid,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    profile: {
      ...(row.profileId === null ? {} : { profile_id: ids.encodeId('profile', row.profileId) }),
      profile_picture: row.profilePicture,
      is_verified: row.isVerified ?? false,
    },
  };
}

/** Live (not deleted) users by id, as a map; missing or deleted ids are absent. */
export async function findSummaries(db: Db, userIds: readonly number[]): Promise<Map<number, SummaryRow>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, unique), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A live user by uuid (or null); a malformed uuid is simply not found. */
export async function findSummaryByUuid(db: Db, uuid: string): Promise<SummaryRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.uuid, uuid.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
