import type { Db } from '../../db/client';
import { createOutboxSms } from './outbox';
import type { SmsProvider } from './types';

export * from './types';
export { createOutboxSms } from './outbox';

/**
 * The built-in outbox. A real gateway (Twilio, Vonage, a UAE aggregator) plugs in here behind the
 * same interface, chosen by an environment variable such as SMS_URL; none is configured yet.
 */
export function createSmsProvider(db: Db): SmsProvider {
  return createOutboxSms(db);
}
