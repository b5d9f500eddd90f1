import { randomInt } from 'node:crypto';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../../../db/client';
import { createSession, type NewSession } from '../../sessions/service';
import { emailTaken, findCredentialsByEmail, insertUserWithProfile, usernameTaken } from '../../users/repository';
import type { AccountsDeps } from '../context';
import { sendEmailCode } from '../email/service';
import { LIMITS, reserve } from '../limits/limits';
import { hashPassword, passwordProblem } from '../passwords/passwords';
import type { SignUpBody } from '../schemas';

export const SIGNED_IN = 'Signed in successfully';
export const BAD_CREDENTIALS = 'Invalid email or password';

/** A free username from the person's name: `sara.alali`, then `sara.alali42`, … */
async function pickUsername(db: Db, first: string, last: string): Promise<string> {
  const base =
    `${first}.${last}`
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .replace(/\.{2,}/g, '.')
      .replace(/^[.]+|[.]+$/g, '')
      .slice(0, 22) || 'traveller';
  const padded = base.length < 3 ? `${base}_jad` : base;
  if (!(await usernameTaken(db, padded))) return padded;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${padded}${randomInt(10, 99_999)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new HttpError(409, 'Could not find a free username, please choose one');
}

export async function signUp(
  db: Db,
  deps: AccountsDeps,
  input: SignUpBody & { language?: 'en' | 'ar' },
  userAgent: string | undefined,
): Promise<{ userId: number; session: NewSession }> {
  const problem = passwordProblem(input.password, { email: input.email, username: input.username });
  if (problem) throw new HttpError(400, problem);
  if (await emailTaken(db, input.email)) throw new HttpError(409, 'An account with this email already exists');
  if (input.username && (await usernameTaken(db, input.username))) throw new HttpError(409, 'Username is already taken');
  const username = input.username ?? (await pickUsername(db, input.first_name, input.last_name));
  const passwordHash = await hashPassword(input.password);

  const { userId, session } = await db.transaction(async (tx) => {
    const { user } = await insertUserWithProfile(tx, {
      email: input.email,
      username,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      language: input.language ?? 'en',
    });
    return { userId: user.id, session: await createSession(tx, user.id, userAgent) };
  }).catch((error: unknown) => {
    // Two sign-ups racing for the same e-mail or username: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error)) throw new HttpError(409, 'An account with this email or username already exists');
    throw error;
  });
  // The first verification code; a mail failure must not undo the account (the user can resend).
  await sendEmailCode(db, deps, userId).catch((error: unknown) => deps.log.error({ err: error }, 'verification mail failed'));
  return { userId, session };
}

export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * E-mail and password. One answer for an unknown e-mail, a wrong password and an account without a
 * password, in about the same time (a dummy hash is checked), so the answer never tells whether an
 * e-mail is registered. Failures count per account; past the limit the account waits (429).
 */
export async function signIn(
  db: Db,
  deps: AccountsDeps,
  input: { email: string; password: string },
  userAgent: string | undefined,
): Promise<{ userId: number; session: NewSession }> {
  // The failure slot is taken before the check, so parallel guesses cannot all be checked (at most max per window).
  const slot = await reserve(deps.counters, `signin-fail:${input.email}`, LIMITS.signInFailuresPerAccount);
  let found: Awaited<ReturnType<typeof findCredentialsByEmail>>;
  let ok: boolean;
  try {
    found = await findCredentialsByEmail(db, input.email);
    ok = await deps.checkPassword(found?.passwordHash, input.password);
  } catch (error) {
    await slot.release();
    throw error;
  }
  if (!found || !ok) throw new HttpError(401, BAD_CREDENTIALS);
  await deps.counters.reset(`signin-fail:${input.email}`);
  // Always a new token at sign-in (no session fixation).
  return { userId: found.id, session: await createSession(db, found.id, userAgent) };
}
