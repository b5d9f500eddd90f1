import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { profiles, users } from '../../../db/schema';
import { notFound } from '../../../lib/domain-error';
import { summaryColumns, type SummaryRow } from './user-summary';
import { renderMessage } from '../../../lib/error-codes';

export const USER_NOT_FOUND = renderMessage('user_not_found');
export const PROFILE_NOT_FOUND = renderMessage('profile_not_found');

export interface ProfileUserRow extends SummaryRow {
  bio: string | null;
  city: string | null;
  country: string | null;
  coverPicture: string | null;
  deletedAt: Date | null;
  twitter: string | null;
  tiktok: string | null;
  linktree: string | null;
  instagram: string | null;
  snapchat: string | null;
  facebook: string | null;
}

const profileColumns = {
  ...summaryColumns,
  bio: users.bio,
  city: users.city,
  country: users.country,
  coverPicture: profiles.coverPicture,
  deletedAt: users.deletedAt,
  twitter: users.twitter,
  tiktok: users.tiktok,
  linktree: users.linktree,
  instagram: users.instagram,
  snapchat: users.snapchat,
  facebook: users.facebook,
};

/**
 * A person by username (exact first, then ignoring case). Unknown: 404 'User was not found.';
 * an account being deleted or without a profile: 404 'Profile was not found.'.
 */
export async function findUserByUsername(db: Db, username: string): Promise<ProfileUserRow> {
  const name = username.trim();
  const query = (where: ReturnType<typeof eq>) =>
    db.select(profileColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where).limit(1);
  let [row] = await query(eq(users.username, name));
  if (!row) [row] = await query(and(sql`lower(${users.username}) = lower(${name})`) as ReturnType<typeof eq>);
  if (!row) throw notFound('user_not_found');
  if (row.deletedAt !== null || row.profileId === null) throw notFound('profile_not_found');
  return row;
}
