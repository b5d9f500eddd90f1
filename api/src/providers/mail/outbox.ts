import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { messageIdFor } from './message-id';
import type { MailProvider } from './types';

/**
 * Works offline: every message lands in `mail_outbox`, where tests and GET /dev/outbox read it. The unique
 * idempotency key makes a second send of one event a no-op, so the outbox is exactly-once.
 */
export function createOutboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const messageId = messageIdFor(message.idempotencyKey);
      await db
        .insert(mailOutbox)
        .values({
          to: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          lang: message.lang ?? null,
          idempotencyKey: message.idempotencyKey ?? null,
          messageId,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
            contentBase64: a.content.toString('base64'),
          })),
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
      return { messageId };
    },
  };
}
