import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { cancelJob, scheduleJob } from '../../../jobs/queue';
import type { MailQueue } from '../../../mail/dispatch';
import { enqueueMail } from '../../../mail/queue';
import type { StorageProvider } from '../../../providers/storage';
import { forgetCachedUser } from '../../sessions/service';
import { findAuthUserById, findCredentialsByEmail, updateUserRow } from '../../users/repository';
import { DELETE_TOKEN_TTL_MS, consumeToken, issueToken } from '../codes/account-tokens';
import type { AccountsDeps } from '../context';
import { allow, LIMITS } from '../limits/limits';
import { accountDeletedMail, deleteConfirmMail, deleteScheduledMail, recipientOf } from '../email/templates';
import { invalid, notFound } from '../../../lib/domain-error';

/** Spec §9: an account is deleted 24 hours after the request. */
export const DELETION_DELAY_MS = 24 * 60 * 60_000;
export const DELETE_JOB = 'account.delete';
export const REQUEST_RECEIVED = 'We received your request. We will get back to you shortly';
export const deleteJobKey = (userId: number) => `account-delete:${userId}`;

/** The storage key behind a /media/… url, for removing the person's pictures. */
function storageKey(url: string | null): string | null {
  const [, key] = (url && /^\/media\/(.+)$/.exec(url)) || [];
  return key ?? null;
}

/**
 * Deletes the account for good (see accounts/README.md, "Account deletion"): the users row goes,
 * and the foreign keys decide the rest. Profile, sessions, codes, links, identities, notifications,
 * and (by the social and plans domains' cascades) posts, comments, likes, follows and plans go with
 * it; orders stay for accounting with `user_id` set to null and their contact e-mail, so the booking
 * can still be retrieved and refunded. Pictures are removed from storage after the commit.
 */
export async function deleteAccountNow(
  db: Db,
  deps: { mailQueue: MailQueue; storage: StorageProvider; publicUrl: string },
  userId: number,
): Promise<boolean> {
  const user = await findAuthUserById(db, userId);
  if (!user) return false;
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await cancelJob(tx, deleteJobKey(userId));
    // The user id is never reused, so it names this deletion.
    await enqueueMail(tx, `account-deleted:${userId}`, accountDeletedMail(recipientOf(user, deps.publicUrl)));
  });
  deps.mailQueue.kick();
  void forgetCachedUser(userId); // the sessions went with the users row
  for (const key of [
    storageKey(user.profile?.profilePicture ?? null),
    storageKey(user.profile?.coverPicture ?? null),
  ]) {
    if (key) await deps.storage.delete(key).catch(() => undefined);
  }
  return true;
}

/** Marks the account for deletion and schedules the job 24 hours on; a second request keeps the first date. */
export async function scheduleDeletion(db: Db, deps: AccountsDeps, userId: number, now = new Date()): Promise<Date> {
  const user = await findAuthUserById(db, userId);
  if (!user) throw notFound('user_not_found');
  if (user.deleteRequestedAt) return new Date(user.deleteRequestedAt.getTime() + DELETION_DELAY_MS);
  const runAt = new Date(now.getTime() + DELETION_DELAY_MS);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, userId, { deleteRequestedAt: now });
    await scheduleJob(tx, { kind: DELETE_JOB, payload: { userId }, runAt, dedupeKey: deleteJobKey(userId) });
    await enqueueMail(
      tx,
      `account-deletion-scheduled:${userId}:${now.getTime()}`,
      deleteScheduledMail(recipientOf(user, deps.publicUrl), runAt),
    );
  });
  deps.mailQueue.kick();
  return runAt;
}

export async function cancelDeletion(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUserRow(tx, userId, { deleteRequestedAt: null });
    await cancelJob(tx, deleteJobKey(userId));
  });
}

/**
 * The delete-request page. A signed-in person asking for their own address is scheduled at once;
 * otherwise the address gets a confirmation link, so nobody can delete someone else's account by
 * typing their e-mail. The answer is the same either way.
 */
export async function requestDeletion(
  db: Db,
  deps: AccountsDeps,
  email: string,
  signedInUserId: number | null,
): Promise<void> {
  const found = await findCredentialsByEmail(db, email);
  if (!found) return;
  if (signedInUserId === found.id) {
    await scheduleDeletion(db, deps, found.id);
    return;
  }
  if (!(await allow(deps.counters, `delete-mail:${email}`, LIMITS.deleteMailsPerEmail))) return;
  const user = await findAuthUserById(db, found.id);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, found.id, 'delete_confirm', DELETE_TOKEN_TTL_MS);
    await enqueueMail(
      tx,
      `account-delete-confirm:${user.id}:${randomUUID()}`,
      deleteConfirmMail(recipientOf(user, deps.publicUrl), `${deps.publicUrl}/delete-account-request?token=${token}`),
    );
  });
  deps.mailQueue.kick();
}

/** The link in the confirmation mail: schedules the deletion. */
export async function confirmDeletion(db: Db, deps: AccountsDeps, token: string): Promise<Date> {
  const userId = await consumeToken(db, token, 'delete_confirm');
  if (userId === null) throw invalid('link_expired');
  return scheduleDeletion(db, deps, userId);
}
