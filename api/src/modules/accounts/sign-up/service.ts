import { randomInt, randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../../lib/domain-error';
import type { Db } from '../../../db/client';
import { scheduleJob } from '../../../jobs/queue';
import { enqueueMail } from '../../../mail/queue';
import { createSession, type NewSession } from '../../sessions/service';
import {
  emailTaken,
  findAuthUserById,
  findCredentialsByEmail,
  insertUserWithProfile,
  updateUserRow,
  usernameTaken,
} from '../../users/repository';
import { isUniqueViolation } from '../auth/service';
import { checkCode, resendWaitMs } from '../codes/one-time-codes';
import type { AccountsDeps } from '../context';
import { queueEmailCode } from '../email/service';
import { allow, LIMITS } from '../limits/limits';
import { recipientOf, signUpAttemptMail } from '../email/templates';
import { hashPassword, passwordProblem } from '../password/hashing';
import type { SignUpBody } from '../schemas';
import { renderMessage } from '../../../lib/error-codes';

// Sign-up never tells whether an e-mail is registered (ASVS 2.2 / OWASP "account enumeration"): a new and a
// taken address get the same answer, and only the mailbox learns which it was (a code, or a notice to the owner).

export const codeSentTo = (email: string) => `We sent a code to ${email}`;
export const USERNAME_TAKEN = renderMessage('username_taken');
export const SIGN_UP_CODE_JOB = 'account.sign-up-code';

/** A 409 the sign-up form shows next to the username field, by its code (usernames are public anyway). */
const usernameTaken409 = () => conflict('username_taken');

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
  throw conflict('username_unavailable');
}

/**
 * POST /users/sign-up. New address: the account is created unverified and its code mailed, in one transaction.
 * Taken address: nothing changes on that account; its owner is mailed a notice. Both hash the password and queue
 * one mail job, and neither opens a session: the code (completeSignUp) does.
 */
export async function signUp(
  db: Db,
  deps: AccountsDeps,
  input: SignUpBody & { language?: 'en' | 'ar' },
): Promise<void> {
  const problem = passwordProblem(input.password, { email: input.email, username: input.username });
  if (problem) throw problem;
  if (input.username && (await usernameTaken(db, input.username))) throw usernameTaken409();
  // Hashed on both paths: the hash is most of the request's time, so a taken address is not the quick answer.
  const passwordHash = await hashPassword(input.password);
  if (await emailTaken(db, input.email)) return notifyOwner(db, deps, input.email);
  const username = input.username ?? (await pickUsername(db, input.first_name, input.last_name));
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const { user } = await insertUserWithProfile(tx, {
        email: input.email,
        username,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        language: input.language ?? 'en',
      });
      await queueEmailCode(tx, deps, user);
      return user.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sign-ups raced: the unique indexes decided. The address went to the other one, or the username did.
    if (await emailTaken(db, input.email)) return notifyOwner(db, deps, input.email);
    throw usernameTaken409();
  }
  // The sign-up code is the first of the account's hourly e-mail codes.
  await deps.counters.hit(`email-code:${userId}`, LIMITS.emailCodesPerUser.windowMs);
  deps.mailQueue.kick();
}

/** "Someone tried to sign up with your e-mail", in the owner's language; a few per hour per address at most. */
async function notifyOwner(db: Db, deps: AccountsDeps, email: string): Promise<void> {
  const found = await findCredentialsByEmail(db, email);
  const owner = found ? await findAuthUserById(db, found.id) : null;
  if (!(await allow(deps.counters, `sign-up-notice:${email}`, LIMITS.signUpNoticesPerEmail)) || !owner) return;
  await enqueueMail(
    db,
    `sign-up-attempt:${owner.id}:${randomUUID()}`,
    signUpAttemptMail(recipientOf(owner, deps.publicUrl)),
  );
  deps.mailQueue.kick();
}

/**
 * The code step: the right code for an unverified account verifies its e-mail and opens a session, in one
 * transaction. An unknown or verified address, or a wrong, used, expired or dead code: 404 'OTP is invalid'
 * (a wrong code counts towards the code's 5 tries, as on /email/verify-otp).
 */
export async function completeSignUp(
  db: Db,
  deps: AccountsDeps,
  input: { email: string; code: string },
  userAgent: string | undefined,
): Promise<{ userId: number; session: NewSession }> {
  const found = await findCredentialsByEmail(db, input.email);
  const user = found ? await findAuthUserById(db, found.id) : null;
  if (!user || user.emailVerifiedAt) throw notFound('otp_invalid');
  const session = await db.transaction(async (tx) => {
    const result = await checkCode(tx, deps.hashCode, {
      userId: user.id,
      purpose: 'email',
      target: user.email,
      code: input.code,
    });
    // A wrong code returns (not throws), so its counted attempt is committed.
    if (result !== 'ok') return null;
    await updateUserRow(tx, user.id, { emailVerifiedAt: new Date() });
    return createSession(tx, user.id, userAgent);
  });
  if (!session) throw notFound('otp_invalid');
  return { userId: user.id, session };
}

/**
 * Resend by address, without a session: a job is queued for any address (the job decides whether to mail), so
 * neither the answer nor its timing tells which addresses have an unverified account.
 */
export async function requestSignUpCode(db: Db, deps: AccountsDeps, email: string): Promise<void> {
  if (!(await allow(deps.counters, `sign-up-code:${email}`, LIMITS.signUpCodesPerEmail))) return;
  await scheduleJob(db, { kind: SIGN_UP_CODE_JOB, payload: { email }, runAt: new Date() });
  deps.mailQueue.kick();
}

/** The resend job: a new code only for an unverified account, and not within 60 s of the previous one. */
export async function sendSignUpCode(
  db: Db,
  deps: Pick<AccountsDeps, 'hashCode' | 'publicUrl'>,
  payload: Record<string, unknown>,
): Promise<void> {
  const { email } = payload;
  if (typeof email !== 'string') throw new Error(`${SIGN_UP_CODE_JOB}: bad payload`);
  const found = await findCredentialsByEmail(db, email);
  const user = found ? await findAuthUserById(db, found.id) : null;
  if (!user || user.emailVerifiedAt) return;
  if ((await resendWaitMs(db, user.id, 'email', user.email)) > 0) return;
  await db.transaction((tx) => queueEmailCode(tx, deps, user));
}
