export type MailLang = 'en' | 'ar';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The recipient's language: kept on the outbox row, and the html carries its direction. */
  lang?: MailLang;
  attachments?: MailAttachment[];
  /**
   * One key per mail event (`hotel-booking-confirmed:<order uuid>`). The outbox keeps one row per key; SMTP
   * derives the Message-ID from it, so a copy sent again after a crash is recognisable as the same message.
   */
  idempotencyKey?: string;
}

/** Sends e-mail. The built-in one keeps messages in the `mail_outbox` table; SMTP sends them for real. */
export interface MailProvider {
  readonly name: string;
  /** Resolves with the Message-ID it used once the message is accepted; throws when it was not. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close?(): Promise<void>;
}
