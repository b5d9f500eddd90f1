import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './platform';

// The migrations in api/drizzle are generated from these files (see api/README.md, "Migrations").

export const TICKET_STATUSES = ['valid', 'redeemed', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The one ticket of a paid activity order: its code's hash (never the code), the counts per age band, its life. */
export const activityTickets = pgTable(
  'activity_tickets',
  {
    ticketId: bigserial('ticket_id', { mode: 'number' }).primaryKey(),
    /** Random; the code is the HMAC of it under the server's ticket key. */
    uuid: uuid('uuid').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the normalised code. */
    codeHash: text('code_hash').notNull().unique(),
    adult: integer('adult').notNull().default(0),
    teen: integer('teen').notNull().default(0),
    child: integer('child').notNull().default(0),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('valid'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('activity_tickets_status_check', sql`${t.status} in ('valid', 'redeemed', 'cancelled')`),
    check(
      'activity_tickets_counts_check',
      sql`${t.adult} >= 0 and ${t.teen} >= 0 and ${t.child} >= 0 and ${t.adult} + ${t.teen} + ${t.child} > 0`,
    ),
  ],
);

export type ActivityTicketRow = typeof activityTickets.$inferSelect;
