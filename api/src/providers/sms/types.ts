export interface SmsMessage {
  /** E.164, with its leading +. */
  to: string;
  text: string;
}

/** Sends text messages. The built-in one keeps them in the `sms_outbox` table. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
