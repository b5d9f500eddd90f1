export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. The built-in one keeps messages in the `mail_outbox` table; SMTP sends them for real. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
