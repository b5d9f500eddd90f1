import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The migrations in api/drizzle are generated from these files (see api/README.md, "Migrations").

/** Every message a mail provider accepted, by idempotency key: the mail job checks it before sending. */
export const mailSent = pgTable('mail_sent', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  provider: text('provider').notNull(),
  messageId: text('message_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
