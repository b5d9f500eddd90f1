import { HttpError } from '../../../lib/http-error';
import type { Db } from '../../../db/client';
import { claimOrdersOfVerifiedEmail } from '../../orders/claim';
import { revokeAllSessions } from '../../sessions/service';
import { findAuthUserById, findCredentialsByEmail, findPasswordHash, updateUserRow } from '../../users/repository';
import { requirePassword } from '../../users/service';
import type { AuthUser } from '../../users/types';
import { consumeToken, issueToken, peekToken, RESET_TOKEN_TTL_MS } from '../codes/account-tokens';
import type { AccountsDeps } from '../context';
import { allow, LIMITS } from '../limits/limits';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords/passwords';

export const LINK_EXPIRED = 'The link has expired.';
export const PASSWORD_CHANGED = 'Password has been changed';
export const SAME_PASSWORD = 'New password must be different from the previous one';

/**
 * Mails a single-use reset link when the address has an account. The caller always answers
 * 'Email has been sent', whether or not it did, so nobody learns which e-mails are registered.
 */
export async function requestPasswordReset(db: Db, deps: AccountsDeps, email: string): Promise<void> {
  if (!(await allow(deps.counters, `reset-mail:${email}`, LIMITS.resetMailsPerEmail))) return;
  const found = await findCredentialsByEmail(db, email);
  if (!found) return;
  const user = await findAuthUserById(db, found.id);
  if (!user) return;
  const token = await db.transaction((tx) => issueToken(tx, user.id, 'password_reset', RESET_TOKEN_TTL_MS));
  const url = `${deps.publicUrl}/auth/reset-password?token=${token}`;
  await deps.mail.send(resetPasswordMail(user.email, user.language, user.firstName || user.username, url));
}

/** The check-link step: 400 'The link has expired.' for an old, used or made-up link. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if ((await peekToken(db, token, 'password_reset')) === null) throw new HttpError(400, LINK_EXPIRED);
}

async function assertNewPassword(db: Db, userId: number, password: string, context: { email: string; username: string }): Promise<string | null> {
  const problem = passwordProblem(password, context);
  if (problem) throw new HttpError(400, problem);
  const previous = await findPasswordHash(db, userId);
  if (previous && (await verifyPassword(previous, password))) throw new HttpError(400, SAME_PASSWORD);
  return previous;
}

/**
 * The new-password step: the token is used up in the same transaction that stores the password,
 * every session ends (whoever had the old password is out), and the e-mail counts as verified
 * (the person just proved they read it).
 */
export async function resetPassword(db: Db, deps: AccountsDeps, token: string, password: string): Promise<void> {
  const userId = await peekToken(db, token, 'password_reset');
  if (userId === null) throw new HttpError(400, LINK_EXPIRED);
  const user = await findAuthUserById(db, userId);
  if (!user) throw new HttpError(400, LINK_EXPIRED);
  await assertNewPassword(db, userId, password, user);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if ((await consumeToken(tx, token, 'password_reset')) !== userId) throw new HttpError(400, LINK_EXPIRED);
    await updateUserRow(tx, userId, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    if (!user.emailVerifiedAt) await claimOrdersOfVerifiedEmail(tx, userId, user.email);
    await revokeAllSessions(tx, userId);
  });
  await deps.counters.reset(`signin-fail:${user.email}`);
  await deps.mail.send(passwordChangedMail(user.email, user.language, user.firstName || user.username)).catch(() => undefined);
}

/** Change password when signed in: the current one is asked again; other devices are signed out. */
export async function changePassword(
  db: Db,
  deps: AccountsDeps,
  user: AuthUser,
  sessionId: number,
  input: { current_password?: string; new_password: string },
): Promise<void> {
  await requirePassword(db, deps, user, input.current_password, 'change your password');
  await assertNewPassword(db, user.id, input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { passwordHash });
    await revokeAllSessions(tx, user.id, sessionId);
  });
  await deps.mail.send(passwordChangedMail(user.email, user.language, user.firstName || user.username)).catch(() => undefined);
}
