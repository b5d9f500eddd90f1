import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsProvider } from './types';

/** Works offline: every message lands in `sms_outbox`, where tests and GET /dev/outbox read it. */
export function createOutboxSms(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({ to: message.to, text: message.text });
    },
  };
}
