import { invalid, notFound, tooMany } from '../../../lib/domain-error';
import type { Db } from '../../../db/client';
import { claimOrdersOfVerifiedEmail } from '../../orders/claim';
import { findAuthUserById, updateUserRow } from '../../users/repository';
import { checkCode, issueCode, resendWaitMs } from '../codes/one-time-codes';
import type { AccountsDeps } from '../context';
import { consume, LIMITS } from '../limits/limits';
import { enqueueMail } from '../../../mail/queue';
import { recipientOf, verificationCodeMail } from './templates';
import { renderMessage } from '../../../lib/error-codes';

export const EMAIL_SENT = 'Email has been sent';
export const OTP_INVALID = renderMessage('otp_invalid');
export const WAIT_BEFORE_RESEND = renderMessage('wait_before_resend');

/** Sends a fresh 6-digit code to the user's e-mail, honouring the 60 s resend wait and the hourly cap. */
export async function sendEmailCode(db: Db, deps: AccountsDeps, userId: number): Promise<void> {
  const user = await findAuthUserById(db, userId);
  if (!user) throw notFound('user_not_found');
  if (user.emailVerifiedAt) throw invalid('email_already_verified');
  if ((await resendWaitMs(db, userId, 'email', user.email)) > 0) throw tooMany('wait_before_resend');
  await consume(deps.counters, `email-code:${userId}`, LIMITS.emailCodesPerUser);
  await db.transaction((tx) => queueEmailCode(tx, deps, user));
  deps.mailQueue.kick();
}

/** A new code for the account's address (older ones stop working) and its mail, in the caller's transaction. */
export async function queueEmailCode(
  tx: Db,
  deps: Pick<AccountsDeps, 'hashCode' | 'publicUrl'>,
  user: { id: number; email: string; language: string; firstName: string | null; username: string },
): Promise<void> {
  const { code } = await issueCode(tx, deps.hashCode, { userId: user.id, purpose: 'email', target: user.email });
  // The key names the code by its HMAC: unique per code, and no secret in the key.
  await enqueueMail(
    tx,
    `email-code:${user.id}:${deps.hashCode(code).slice(0, 24)}`,
    verificationCodeMail(recipientOf(user, deps.publicUrl), code),
  );
}

/** The right code marks the e-mail verified; anything else is 404 'OTP is invalid' (spec §8). */
export async function verifyEmailCode(db: Db, deps: AccountsDeps, userId: number, code: string): Promise<void> {
  const user = await findAuthUserById(db, userId);
  if (!user) throw notFound('user_not_found');
  if (user.emailVerifiedAt) return;
  // The code must be for the address the account has now, not one it had before a change.
  const result = await checkCode(db, deps.hashCode, { userId, purpose: 'email', target: user.email, code });
  if (result !== 'ok') throw notFound('otp_invalid');
  // The address is proven: orders booked signed out with it become this member's, in the same transaction.
  await db.transaction(async (tx) => {
    await updateUserRow(tx, userId, { emailVerifiedAt: new Date() });
    await claimOrdersOfVerifiedEmail(tx, userId, user.email);
  });
}
