import type { Db } from '../../db/client';
import { createOutboxSms } from './outbox';
import { createTwilioSms } from './twilio';
import type { SmsProvider } from './types';

export * from './types';
export { createOutboxSms } from './outbox';
export { createTwilioSms, SmsSendError, type TwilioSmsOptions } from './twilio';

/**
 * A gateway speaking Twilio's Messages API when SMS_ACCOUNT_SID and SMS_AUTH_TOKEN are set (SMS_FROM or
 * SMS_MESSAGING_SERVICE_SID the sender, SMS_API_URL another origin with the same protocol), else the
 * built-in outbox.
 */
export function createSmsProvider(db: Db, env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const accountSid = env.SMS_ACCOUNT_SID?.trim();
  const authToken = env.SMS_AUTH_TOKEN?.trim();
  if (!accountSid || !authToken) return createOutboxSms(db);
  return createTwilioSms({
    accountSid,
    authToken,
    from: env.SMS_FROM?.trim() || undefined,
    messagingServiceSid: env.SMS_MESSAGING_SERVICE_SID?.trim() || undefined,
    baseUrl: env.SMS_API_URL?.trim() || undefined,
  });
}
