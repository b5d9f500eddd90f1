import nodemailer from 'nodemailer';
import { messageIdFor } from './message-id';
import type { MailProvider } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  url: string;
  from: string;
  /** Accept self-signed certificates (a local test server); never in production. */
  allowSelfSigned?: boolean;
}

/** The sender's domain, for Message-IDs: `Jad <no-reply@jad.travel>` → jad.travel. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'jad.travel';

/** Real delivery through any SMTP server (nodemailer). One pooled transport for the process. */
export function createSmtpMail(options: SmtpOptions): MailProvider {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    tls: options.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(message) {
      const messageId = messageIdFor(message.idempotencyKey, domainOf(options.from));
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId,
        headers: message.lang ? { 'Content-Language': message.lang } : undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { messageId };
    },
    async close() {
      transport.close();
    },
  };
}
