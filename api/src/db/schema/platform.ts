import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './social';

// The migrations in api/drizzle are generated from these files (see api/README.md, "Migrations").

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsz = (name: string) => timestamp(name, { withTimezone: true });

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Always stored lower-case. */
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Null for accounts made through a social sign-in. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: tsz('email_verified_at'),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    city: text('city'),
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: tsz('phone_verified_at'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    isDarkMode: boolean('is_dark_mode').notNull().default(false),
    twitter: text('twitter'),
    tiktok: text('tiktok'),
    linktree: text('linktree'),
    instagram: text('instagram'),
    snapchat: text('snapchat'),
    facebook: text('facebook'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    deletedAt: tsz('deleted_at'),
    deleteRequestedAt: tsz('delete_requested_at'),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    // Profile search and sign-in look users up case-insensitively by username.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The header's people search (POST /search/users) over username and names (search_key: drizzle/0000_extensions).
    index('users_search_trgm_idx')
      .using('gin', sql`search_key(${t.username} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const profiles = pgTable('profiles', {
  profileId: bigserial('profile_id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  profilePicture: text('profile_picture'),
  coverPicture: text('cover_picture'),
  isVerified: boolean('is_verified').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    revokedAt: tsz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const ORDER_KINDS = ['hotel', 'activity'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    title: text('title').notNull(),
    image: text('image'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The price charged, in AED minor units (fils). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The display currency the buyer chose. */
    currency: text('currency').notNull().default('AED'),
    displayAmountMinor: bigint('display_amount_minor', { mode: 'number' }).notNull(),
    /** Units of `currency` per 1 AED at order time. */
    fxRate: numeric('fx_rate', { precision: 20, scale: 10 })
      .notNull()
      .default(sql`1`),
    /** Always stored lower-case. */
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name').notNull(),
    refundMinor: bigint('refund_minor', { mode: 'number' }),
    penaltyMinor: bigint('penalty_minor', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').unique(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    cancelledAt: tsz('cancelled_at'),
  },
  (t) => [
    check('orders_kind_check', sql`${t.kind} in ('hotel', 'activity')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund')`,
    ),
    check('orders_amount_check', sql`${t.amountMinor} >= 0 and ${t.displayAmountMinor} >= 0`),
    index('orders_user_id_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('orders_contact_email_idx').on(t.contactEmail),
  ],
);

/** requires_action: the card asks for 3-D Secure, which the traveller completes in the browser. */
export const PAYMENT_STATUSES = ['succeeded', 'declined', 'failed', 'refunded', 'requires_action'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null only for a charge made before its order row existed. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    error: text('error'),
    /** The built-in gateway's client secret while the card waits for 3-D Secure (the browser completes it with it). */
    clientSecret: text('client_secret'),
    /** What was refunded so far (a cancellation may refund part of the charge). */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'payments_status_check',
      sql`${t.status} in ('succeeded', 'declined', 'failed', 'refunded', 'requires_action')`,
    ),
    uniqueIndex('payments_client_secret_idx').on(t.clientSecret),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/**
 * Gateway events (webhooks) received, by the gateway's event id: a second delivery of one event is acknowledged and
 * not acted on again. processed_at is set by the reconcile job once the order follows the event.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The PaymentIntent the event is about (a charge event names its intent). */
  intentRef: text('intent_ref'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: tsz('processed_at'),
});
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export const NOTIFICATION_TYPES = [
  'LIKE',
  'COMMENT',
  'COMMENT_REPLY',
  'QUESTION',
  'ANSWER',
  'FOLLOW',
  'NEW_PLAN',
  'PAID_PLAN',
  'HOTEL_ORDER',
  'HOTEL_ORDER_CANCEL',
  'MENTION',
  'PLAN_INVITE',
  'PLAN_CHANGED',
  'COMMENT_LIKE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    notificationId: bigserial('notification_id', { mode: 'number' }).primaryKey(),
    /** The recipient. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user whose action caused it (spec: user_with_action). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    // A deleted post takes its notifications with it; user plans have no foreign key.
    postId: bigint('post_id', { mode: 'number' }).references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    userPlanId: bigint('user_plan_id', { mode: 'number' }),
    orderUuid: uuid('order_uuid'),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.type} in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL', 'MENTION', 'PLAN_INVITE', 'PLAN_CHANGED', 'COMMENT_LIKE')`,
    ),
    index('notifications_user_seen_idx').on(t.userId, t.isSeen, t.notificationId.desc().nullsFirst()),
    // The drawer lists a user's newest first.
    index('notifications_user_id_idx').on(t.userId, t.notificationId.desc().nullsFirst()),
    index('notifications_post_id_idx')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    index('notifications_actor_id_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: CLIENT_LOG_LEVELS }).notNull(),
    message: text('message').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    check('client_logs_level_check', sql`${t.level} in ('debug', 'info', 'warn', 'error')`),
    index('client_logs_created_at_idx').on(t.createdAt),
  ],
);

export const fxRates = pgTable('fx_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per 1 AED. */
  perAed: numeric('per_aed', { precision: 20, scale: 10 }).notNull(),
  /** When the rate was last written (seeded, or confirmed by a refresh): over 48 h ago, it is stale. */
  updatedAt: tsz('updated_at').notNull().defaultNow(),
  /** The day the source published the rate for (ECB's reference date); null for the seeded rates. */
  rateDate: date('rate_date', { mode: 'string' }),
  /** Where it came from: 'seed', 'ecb', 'openexchangerates', or 'peg' (a currency fixed to the US dollar). */
  source: text('source').notNull().default('seed'),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
