import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities, activityBranches } from './activities';
import { users } from './platform';

// Drizzle tables of the plans domain; drizzle-kit generates the migrations in api/drizzle from it.

export const PLAN_MODES = ['ai', 'own'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];
/** Who made the itinerary: the built-in generator, a model (repaired), or the traveller by hand. */
export const PLAN_SOURCES = ['built-in', 'ai', 'own'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];
export const TRAVELLER_KINDS = ['solo', 'couple', 'family', 'friends'] as const;
export type TravellerKind = (typeof TRAVELLER_KINDS)[number];
export const PACES = ['relaxed', 'balanced', 'packed'] as const;

/** A slot the travellers keep free: every day (date null) or one date; minutes from midnight. */
export interface FreeTimeJson {
  date: string | null;
  startMin: number;
  endMin: number;
}

/** Must-see or proposed activities that could not be placed when the plan was generated. */
export interface UnplacedJson {
  activityId: number;
  reason: string;
}

const tsz = (name: string) => timestamp(name, { withTimezone: true });

export const plans = pgTable(
  'plans',
  {
    planId: bigserial('plan_id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: PLAN_MODES }).notNull(),
    source: text('source', { enum: PLAN_SOURCES }).notNull(),
    destination: text('destination').notNull(),
    hotelLat: doublePrecision('hotel_lat').notNull(),
    hotelLng: doublePrecision('hotel_lng').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dayStartMin: smallint('day_start_min').notNull(),
    dayEndMin: smallint('day_end_min').notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    travellers: text('travellers', { enum: TRAVELLER_KINDS }).notNull(),
    adults: smallint('adults').notNull(),
    teens: smallint('teens').notNull(),
    children: smallint('children').notNull(),
    youngestChildAge: smallint('youngest_child_age'),
    freeTime: jsonb('free_time').$type<FreeTimeJson[]>().notNull().default([]),
    /** AED minor units (fils) for the whole group and trip; null = no cap. */
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    pace: text('pace', { enum: PACES }).notNull(),
    mustSee: bigint('must_see', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    unplaced: jsonb('unplaced').$type<UnplacedJson[]>().notNull().default([]),
    seed: integer('seed').notNull(),
    /** Set while the owner shares the plan (to the feed): anyone may then view it, only the owner edits. */
    sharedAt: tsz('shared_at'),
    /** Set when every item's tickets were paid (PAID_PLAN sent); cleared when an unpaid item is added. */
    paidAt: tsz('paid_at'),
    /** Bumped by every change (items, name, sharing): open pages refetch when the stream reports a newer one. */
    version: integer('version').notNull().default(0),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('plans_mode_check', sql`${t.mode} in ('ai', 'own')`),
    check('plans_source_check', sql`${t.source} in ('built-in', 'ai', 'own')`),
    check('plans_travellers_check', sql`${t.travellers} in ('solo', 'couple', 'family', 'friends')`),
    check('plans_pace_check', sql`${t.pace} in ('relaxed', 'balanced', 'packed')`),
    check('plans_dates_check', sql`${t.endDate} >= ${t.startDate} and ${t.endDate} - ${t.startDate} < 30`),
    check(
      'plans_day_check',
      sql`${t.dayStartMin} >= 0 and ${t.dayStartMin} < ${t.dayEndMin} and ${t.dayEndMin} <= 1440`,
    ),
    check(
      'plans_group_check',
      sql`${t.adults} >= 0 and ${t.teens} >= 0 and ${t.children} >= 0 and ${t.adults} + ${t.teens} + ${t.children} between 1 and 50`,
    ),
    check('plans_budget_check', sql`${t.budgetMinor} is null or ${t.budgetMinor} >= 0`),
    check('plans_name_check', sql`char_length(${t.name}) between 1 and 80`),
    index('plans_user_idx').on(t.userId, t.planId.desc().nullsFirst()),
  ],
);

export const planDays = pgTable(
  'plan_days',
  {
    planDayId: bigserial('plan_day_id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.planId, { onDelete: 'cascade' }),
    dayIndex: smallint('day_index').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Bumped when the day's activities change: a reorder made on an older day answers 409 (no lost edit). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    unique('plan_days_plan_index_key').on(t.planId, t.dayIndex),
    unique('plan_days_plan_date_key').on(t.planId, t.date),
  ],
);

export const planItems = pgTable(
  'plan_items',
  {
    planItemId: bigserial('plan_item_id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.planId, { onDelete: 'cascade' }),
    planDayId: bigint('plan_day_id', { mode: 'number' })
      .notNull()
      .references(() => planDays.planDayId, { onDelete: 'cascade' }),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.activityId, { onDelete: 'cascade' }),
    branchId: bigint('branch_id', { mode: 'number' })
      .notNull()
      .references(() => activityBranches.branchId, { onDelete: 'cascade' }),
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
    reasonEn: text('reason_en'),
    reasonAr: text('reason_ar'),
    /** The activity order (orders.uuid) that paid this item's tickets. */
    orderUuid: uuid('order_uuid'),
    paidAt: tsz('paid_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('plan_items_time_check', sql`${t.startMin} >= 0 and ${t.startMin} < ${t.endMin} and ${t.endMin} <= 1440`),
    index('plan_items_day_idx').on(t.planDayId, t.startMin),
    index('plan_items_plan_idx').on(t.planId),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export type PlanDayRow = typeof planDays.$inferSelect;
export type PlanItemRow = typeof planItems.$inferSelect;

/** What a person let into a plan may do: read it, or also add, move and remove its activities. */
export const PLAN_ROLES = ['viewer', 'editor'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];

/** People the owner let into a plan (by username or an invite link); the owner is never a row here. */
export const planMembers = pgTable(
  'plan_members',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.planId, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PLAN_ROLES }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    check('plan_members_role_check', sql`${t.role} in ('viewer', 'editor')`),
    // "Plans shared with me".
    index('plan_members_user_idx').on(t.userId, t.planId.desc().nullsFirst()),
  ],
);

/**
 * An invite link: whoever opens it signed in joins with its role, until the owner revokes it. The link's token is
 * the link's opaque id (AES-GCM under the id secret: only this api mints one), so nothing secret is stored and the owner can copy it again.
 */
export const planInviteLinks = pgTable(
  'plan_invite_links',
  {
    linkId: bigserial('link_id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.planId, { onDelete: 'cascade' }),
    role: text('role', { enum: PLAN_ROLES }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    revokedAt: tsz('revoked_at'),
  },
  (t) => [
    check('plan_invite_links_role_check', sql`${t.role} in ('viewer', 'editor')`),
    index('plan_invite_links_plan_idx').on(t.planId),
  ],
);

export type PlanMemberRow = typeof planMembers.$inferSelect;
export type PlanInviteLinkRow = typeof planInviteLinks.$inferSelect;
