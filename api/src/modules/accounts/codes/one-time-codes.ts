import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCodes, type CodePurpose } from '../../../db/schema';

export const CODE_LENGTH = 6;
/** ASVS 2.7.2 / 2.8: short-lived codes. */
export const CODE_TTL_MS = 10 * 60_000;
/** After this many wrong entries the code is dead and a new one must be requested. */
export const CODE_MAX_ATTEMPTS = 5;
/** Matches the client's resend countdown (spec §9: resend wait 60 s). */
export const RESEND_WAIT_MS = 60_000;
/** How long a verified phone code stays good for the PUT /users that saves the number. */
export const PHONE_PROOF_TTL_MS = 15 * 60_000;

/** Codes are keyed with a server secret, so a leaked table cannot be brute-forced offline in a second. */
export function codeHasher(secret: string): (code: string) => string {
  const key = createHash('sha256').update(`jad-otp:${secret}`).digest();
  return (code) => createHmac('sha256', key).update(code).digest('hex');
}

export const randomCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export interface IssueResult {
  code: string;
}

/** The newest live code of a user for a purpose (and target), if any. */
async function latestLive(db: Db, userId: number, purpose: CodePurpose, now: Date, target?: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        target === undefined ? undefined : eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.revokedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/** Milliseconds the user still has to wait before another code may be sent (0: now). */
export async function resendWaitMs(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  target?: string,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        target === undefined ? undefined : eq(verificationCodes.target, target),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const last = rows[0]?.createdAt;
  return last ? Math.max(0, last.getTime() + RESEND_WAIT_MS - now.getTime()) : 0;
}

/** A new code for the user: every older live code of the same purpose stops working. Pass a transaction. */
export async function issueCode(
  tx: Db,
  hashCode: (code: string) => string,
  input: { userId: number; purpose: CodePurpose; target: string },
  now = new Date(),
): Promise<IssueResult> {
  await tx
    .update(verificationCodes)
    .set({ revokedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.revokedAt),
      ),
    );
  const code = randomCode();
  await tx.insert(verificationCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    target: input.target,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return { code };
}

export type CheckResult = 'ok' | 'invalid';

/**
 * Checks a code against the newest live one. An attempt is reserved first with a conditional update (attempts
 * below CODE_MAX_ATTEMPTS, code live), and only a reserved attempt is compared, so parallel guesses get at most
 * CODE_MAX_ATTEMPTS comparisons. Right: consumed (single use). Wrong: the attempt stays counted, and the one
 * that took the last attempt revokes the code.
 */
export async function checkCode(
  db: Db,
  hashCode: (code: string) => string,
  input: { userId: number; purpose: CodePurpose; target?: string; code: string },
  now = new Date(),
): Promise<CheckResult> {
  const live = await latestLive(db, input.userId, input.purpose, now, input.target);
  if (!live) return 'invalid';
  const stillOpen = and(
    eq(verificationCodes.id, live.id),
    isNull(verificationCodes.consumedAt),
    isNull(verificationCodes.revokedAt),
  );
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(stillOpen, lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: verificationCodes.attempts });
  if (!reserved) return 'invalid';
  const given = Buffer.from(hashCode(input.code));
  const expected = Buffer.from(live.codeHash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    const consumed = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(stillOpen)
      .returning({ id: verificationCodes.id });
    return consumed.length === 1 ? 'ok' : 'invalid';
  }
  if (reserved.attempts >= CODE_MAX_ATTEMPTS)
    await db.update(verificationCodes).set({ revokedAt: now }).where(stillOpen);
  return 'invalid';
}

/** Whether the user proved this target (a phone number) with a code recently: the ticket for saving it. */
export async function hasRecentProof(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  target: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNotNull(verificationCodes.consumedAt),
        gt(verificationCodes.consumedAt, new Date(now.getTime() - PHONE_PROOF_TTL_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
