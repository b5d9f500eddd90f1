import nodemailer from 'nodemailer';
import type { MailProvider } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  url: string;
  from: string;
  /** Accept self-signed certificates (a local test server); never in production. */
  allowSelfSigned?: boolean;
}

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
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
