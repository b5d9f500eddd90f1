import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailProvider } from './types';

/** Works offline: every message lands in `mail_outbox`, where tests and GET /dev/outbox read it. */
export function createOutboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
    },
  };
}
