// The one way to send mail: a `mail.send` job written in the same transaction as the change that causes
// the message, so a committed change always gets its mail and a rolled-back one never does.
import type { Db } from '../db/client';
import { scheduleJob } from '../jobs/queue';
import type { MailMessage } from '../providers/mail';

export const MAIL_JOB = 'mail.send';

/** A message as the job stores it (JSON): attachments as base64. */
export interface QueuedMail {
  key: string;
  message: Omit<MailMessage, 'attachments' | 'idempotencyKey'> & {
    attachments?: { filename: string; contentType: string; contentBase64: string }[];
  };
}

export const mailJobKey = (key: string) => `mail:${key}`;

/**
 * Queues `message` under `key`, one key per event (`hotel-booking-confirmed:<order uuid>`). Call it with
 * the transaction of the change; queueing the same key again is a no-op (pending job: the dedupe key;
 * already sent: mail_sent). Nothing is sent until the transaction commits; then `MailQueue.kick()`.
 */
export async function enqueueMail(tx: Db, key: string, message: MailMessage, runAt = new Date()): Promise<void> {
  const payload: QueuedMail = {
    key,
    message: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      lang: message.lang,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
    },
  };
  await scheduleJob(tx, {
    kind: MAIL_JOB,
    payload: payload as unknown as Record<string, unknown>,
    runAt,
    dedupeKey: mailJobKey(key),
  });
}

export function readQueuedMail(payload: Record<string, unknown>): MailMessage {
  const { key, message } = payload as unknown as QueuedMail;
  if (typeof key !== 'string' || !message || typeof message.to !== 'string') throw new Error('mail.send: bad payload');
  return {
    ...message,
    idempotencyKey: key,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  };
}
