import { randomUUID } from 'node:crypto';
import { invalid } from '../../../lib/domain-error';
import { scheduleJob } from '../../../jobs/queue';
import { enqueueMail } from '../../../mail/queue';
import type { Db } from '../../../db/client';
import { claimOrdersOfVerifiedEmail } from '../../orders/claim';
import { revokeAllSessions } from '../../sessions/service';
import { findAuthUserById, findCredentialsByEmail, findPasswordHash, updateUserRow } from '../../users/repository';
import { requirePassword } from '../../users/service';
import type { AuthUser } from '../../users/types';
import { consumeToken, issueToken, peekToken, releaseToken, RESET_TOKEN_TTL_MS } from '../codes/account-tokens';
import type { AccountsDeps } from '../context';
import { allow, LIMITS } from '../limits/limits';
import { passwordChangedMail, recipientOf, resetPasswordMail } from '../email/templates';
import { hashPassword, passwordProblem } from './hashing';
import { renderMessage } from '../../../lib/error-codes';

export const LINK_EXPIRED = renderMessage('link_expired');
export const PASSWORD_CHANGED = 'Password has been changed';
export const SAME_PASSWORD = renderMessage('same_password');

export const RESET_JOB = 'account.password-reset';

/**
 * Queues a reset job for any address; the job looks the account up and mails a single-use link when
 * there is one. Known and unknown addresses do the same work here (one counter, one insert), so neither
 * the answer ('Email has been sent') nor its timing tells which e-mails are registered.
 */
export async function requestPasswordReset(db: Db, deps: AccountsDeps, email: string): Promise<void> {
  if (!(await allow(deps.counters, `reset-mail:${email}`, LIMITS.resetMailsPerEmail))) return;
  await scheduleJob(db, { kind: RESET_JOB, payload: { email, requestId: randomUUID() }, runAt: new Date() });
  deps.mailQueue.kick();
}

/** The reset job: token and mail in one transaction, keyed by the request, so a re-run mails once. */
export async function sendPasswordReset(db: Db, publicUrl: string, payload: Record<string, unknown>): Promise<void> {
  const { email, requestId } = payload;
  if (typeof email !== 'string' || typeof requestId !== 'string') throw new Error(`${RESET_JOB}: bad payload`);
  const found = await findCredentialsByEmail(db, email);
  const user = found ? await findAuthUserById(db, found.id) : null;
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
    await enqueueMail(
      tx,
      `password-reset:${requestId}`,
      resetPasswordMail(recipientOf(user, publicUrl), `${publicUrl}/auth/reset-password?token=${token}`),
    );
  });
}

/** "Your password was changed", queued with the change itself. */
const queuePasswordChanged = (tx: Db, deps: AccountsDeps, user: AuthUser) =>
  enqueueMail(
    tx,
    `password-changed:${user.id}:${randomUUID()}`,
    passwordChangedMail(recipientOf(user, deps.publicUrl)),
  );

/** The check-link step: 400 'The link has expired.' for an old, used or made-up link. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if ((await peekToken(db, token, 'password_reset')) === null) throw invalid('link_expired');
}

async function assertNewPassword(
  db: Db,
  deps: AccountsDeps,
  userId: number,
  password: string,
  context: { email: string; username: string },
): Promise<string | null> {
  const problem = passwordProblem(password, context);
  if (problem) throw problem;
  const previous = await findPasswordHash(db, userId);
  if (previous && (await deps.checkPassword(previous, password))) throw invalid('same_password');
  return previous;
}

/**
 * The new-password step. The token is used up first (one conditional update), so of parallel uses of one
 * link only one goes on to the password checks and hashing; if the new password is refused (or storing it
 * fails) the link is given back. Every session ends (whoever had the old password is out), and the e-mail
 * counts as verified (the person just proved they read it).
 */
export async function resetPassword(db: Db, deps: AccountsDeps, token: string, password: string): Promise<void> {
  const claimedAt = new Date();
  const userId = await consumeToken(db, token, 'password_reset', claimedAt);
  if (userId === null) throw invalid('link_expired');
  let user: AuthUser | null;
  try {
    user = await findAuthUserById(db, userId);
    if (!user) throw invalid('link_expired');
    await assertNewPassword(db, deps, userId, password, user);
    const passwordHash = await hashPassword(password);
    const verifiedAt = user.emailVerifiedAt ?? new Date();
    const changed = user;
    await db.transaction(async (tx) => {
      await updateUserRow(tx, userId, { passwordHash, emailVerifiedAt: verifiedAt });
      if (!changed.emailVerifiedAt) await claimOrdersOfVerifiedEmail(tx, userId, changed.email);
      await revokeAllSessions(tx, userId);
      await queuePasswordChanged(tx, deps, changed);
    });
  } catch (error) {
    await releaseToken(db, token, 'password_reset', claimedAt);
    throw error;
  }
  deps.mailQueue.kick();
  await deps.counters.reset(`signin-fail:${user.email}`);
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
  await assertNewPassword(db, deps, user.id, input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { passwordHash });
    await revokeAllSessions(tx, user.id, sessionId);
    await queuePasswordChanged(tx, deps, user);
  });
  deps.mailQueue.kick();
}
