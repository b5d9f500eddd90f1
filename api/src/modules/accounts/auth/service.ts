import { unauthorized } from '../../../lib/domain-error';
import type { Db } from '../../../db/client';
import { createSession, type NewSession } from '../../sessions/service';
import { findCredentialsByEmail } from '../../users/repository';
import type { AccountsDeps } from '../context';
import { LIMITS, reserve } from '../limits/limits';
import { renderMessage } from '../../../lib/error-codes';

export const SIGNED_IN = 'Signed in successfully';
export const BAD_CREDENTIALS = renderMessage('invalid_credentials');

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
  if (!found || !ok) throw unauthorized('invalid_credentials');
  await deps.counters.reset(`signin-fail:${input.email}`);
  // Always a new token at sign-in (no session fixation).
  return { userId: found.id, session: await createSession(db, found.id, userAgent) };
}
