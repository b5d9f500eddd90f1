import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountTokens, type TokenPurpose } from '../../../db/schema';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const DELETE_TOKEN_TTL_MS = 24 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link token; older unused ones of the same purpose stop working. Pass a transaction. */
export async function issueToken(
  tx: Db,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The user a live token belongs to, without using it up (the new-password step shows first). */
export async function peekToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const rows = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Uses the token up, atomically: of two parallel uses exactly one gets the user id. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Gives back a token consumed at `usedAt` whose use did not go through (the new password was refused). */
export async function releaseToken(db: Db, token: string, purpose: TokenPurpose, usedAt: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: null })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.usedAt, usedAt),
      ),
    );
}
