// The `mail.send` job: send once per idempotency key, even when a process dies half-way.
//
// Order of steps, and what a crash between them does:
//   1. mail_sent has the key → done, nothing sent (a re-run after step 3).
//   2. provider.send. Outbox: the row is unique per key, so a re-run's insert is a no-op (exactly once).
//      SMTP: a crash after the server accepted the message but before step 3 sends it again on the
//      re-run (at-least-once: a lost confirmation is worse than a duplicate), with the same Message-ID.
//   3. mail_sent row written, and the payload scrubbed (codes and reset links do not stay in the table).
//   4. The runner marks the job done.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailSent, scheduledJobs } from '../db/schema';
import type { JobHandlers } from '../jobs/runner';
import type { MailProvider } from '../providers/mail';
import { MAIL_JOB, mailJobKey, readQueuedMail } from './queue';

export async function wasSent(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: mailSent.idempotencyKey })
    .from(mailSent)
    .where(eq(mailSent.idempotencyKey, key))
    .limit(1);
  return rows.length > 0;
}

export async function deliverQueuedMail(
  db: Db,
  provider: MailProvider,
  payload: Record<string, unknown>,
): Promise<void> {
  const message = readQueuedMail(payload);
  const key = message.idempotencyKey as string;
  if (await wasSent(db, key)) return;
  const { messageId } = await provider.send(message);
  await db.transaction(async (tx) => {
    await tx.insert(mailSent).values({ idempotencyKey: key, provider: provider.name, messageId }).onConflictDoNothing();
    await tx
      .update(scheduledJobs)
      .set({ payload: { key, sent: true } })
      .where(
        and(
          eq(scheduledJobs.kind, MAIL_JOB),
          eq(scheduledJobs.dedupeKey, mailJobKey(key)),
          sql`${scheduledJobs.status} = 'running'`,
        ),
      );
  });
}

export function mailJobHandlers(provider: MailProvider): JobHandlers {
  return {
    async [MAIL_JOB](payload, { db }) {
      // A scrubbed payload is a job whose mail went out just before its process died.
      if ((payload as { sent?: unknown }).sent === true) return;
      await deliverQueuedMail(db, provider, payload);
    },
  };
}
