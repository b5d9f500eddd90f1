import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './platform';

// Tables of the accounts domain; drizzle-kit generates the migrations in api/drizzle from it.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsz = (name: string) => timestamp(name, { withTimezone: true });

export const CODE_PURPOSES = ['email', 'phone'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes (e-mail verification, phone OTP): only an HMAC of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** The e-mail address or the phone number (with its leading +) the code was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    /** Set when the right code was entered; a consumed phone code is the proof PUT /users asks for. */
    consumedAt: tsz('consumed_at'),
    /** Set when replaced by a newer code or locked after too many wrong tries. */
    revokedAt: tsz('revoked_at'),
  },
  (t) => [
    check('verification_codes_purpose_check', sql`${t.purpose} in ('email', 'phone')`),
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.id.desc().nullsFirst()),
  ],
);

export const TOKEN_PURPOSES = ['password_reset', 'delete_confirm'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use links sent by e-mail (password reset, deletion confirmation): only a sha-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'delete_confirm')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Accounts linked to an OpenID Connect provider: the provider's `sub` is the stable key, not the e-mail. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_identities_provider_subject_idx').on(t.provider, t.subject),
    index('oidc_identities_user_idx').on(t.userId),
  ],
);

/** The built-in mail provider's outbox: what would have been sent, readable by tests and in development. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** One row per mail event (e.g. `hotel-booking-confirmed:<order uuid>`): a re-run cannot add a second. */
    idempotencyKey: text('idempotency_key'),
    lang: text('lang'),
    replyTo: text('reply_to'),
    messageId: text('message_id'),
    /** Name, type and size of each attachment, and its content (base64) for tests and the dev outbox. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.id.desc().nullsFirst()),
    uniqueIndex('mail_outbox_key_idx').on(t.idempotencyKey),
  ],
);

/** The built-in SMS provider's outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.id.desc().nullsFirst())],
);

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Scheduled work kept in the database, so a restart never loses a job (see src/jobs/). */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending job per key (e.g. `account-delete:<user id>`). */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: tsz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A running job whose lock passed was abandoned by a crashed process and may be taken again. */
    lockedUntil: tsz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: tsz('finished_at'),
  },
  (t) => [
    check('scheduled_jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
    index('scheduled_jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('scheduled_jobs_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('pending', 'running')`),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
