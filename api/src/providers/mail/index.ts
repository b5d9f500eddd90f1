import type { Db } from '../../db/client';
import { createOutboxMail } from './outbox';
import { createSmtpMail } from './smtp';
import type { MailProvider } from './types';

export * from './types';
export { createOutboxMail } from './outbox';
export { createSmtpMail } from './smtp';

/** SMTP when SMTP_URL is set (MAIL_FROM names the sender), else the built-in outbox. */
export function createMailProvider(db: Db, env: NodeJS.ProcessEnv = process.env): MailProvider {
  const url = env.SMTP_URL?.trim();
  if (!url) return createOutboxMail(db);
  return createSmtpMail({
    url,
    from: env.MAIL_FROM?.trim() || 'JAD Travel <no-reply@jad.travel>',
    allowSelfSigned: env.SMTP_ALLOW_SELF_SIGNED === 'true' && env.NODE_ENV !== 'production',
  });
}
