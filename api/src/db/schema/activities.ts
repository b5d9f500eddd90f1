import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, users } from './platform';

// The migrations in api/drizzle are generated from these files (see api/README.md, "Migrations").

/** 0 = Sunday … 6 = Saturday → list of [openMin, closeMin) intervals; empty = closed. */
export type WeeklyHoursJson = Record<string, [number, number][]>;

export const mainCategories = pgTable('activity_main_categories', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const activities = pgTable(
  'activities',
  {
    activityId: bigserial('activity_id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    mainCategory: text('main_category')
      .notNull()
      .references(() => mainCategories.slug),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlightsEn: text('highlights_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlightsAr: text('highlights_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    durationMin: integer('duration_min').notNull(),
    kidFriendly: boolean('kid_friendly').notNull().default(true),
    minAge: smallint('min_age'),
    /** AED minor units (fils). */
    priceAdultMinor: bigint('price_adult_minor', { mode: 'number' }).notNull(),
    priceTeenMinor: bigint('price_teen_minor', { mode: 'number' }).notNull(),
    priceChildMinor: bigint('price_child_minor', { mode: 'number' }).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    imageHue: smallint('image_hue').notNull().default(200),
    imageMotif: text('image_motif').notNull().default('tower'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** ' ' + the name folded for search (case, accents, Arabic spelling variants) by the database's search_key(). */
    searchEn: text('search_en').generatedAlwaysAs(sql`' ' || search_key(name_en)`),
    searchAr: text('search_ar').generatedAlwaysAs(sql`' ' || search_key(name_ar)`),
    /** Hours before the visit until which cancelling refunds in full (migration 0620); null = non-refundable. */
    freeCancellationHours: smallint('free_cancellation_hours').default(24),
    /**
     * Landmarks or venues the activity takes place in (e.g. both Burj Khalifa decks: 'burj-khalifa'); the
     * planner never puts two activities sharing one in a plan. Empty: the activity is its own venue.
     */
    venueGroups: text('venue_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who it is for: 'all', 'children' (planned only when children travel) or 'adults' (never with children). */
    audience: text('audience', { enum: ['all', 'children', 'adults'] })
      .notNull()
      .default('all'),
  },
  (t) => [
    check(
      'activities_prices_check',
      sql`${t.priceChildMinor} >= 0 and ${t.priceTeenMinor} >= 0 and ${t.priceAdultMinor} >= 0`,
    ),
    check(
      'activities_free_cancellation_hours_check',
      sql`${t.freeCancellationHours} is null or ${t.freeCancellationHours} between 0 and 720`,
    ),
    check('activities_audience_check', sql`${t.audience} in ('all', 'children', 'adults')`),
    index('activities_main_category_idx').on(t.mainCategory, t.activityId),
    index('activities_rating_idx').on(t.rating.desc().nullsFirst(), t.activityId),
    index('activities_price_idx').on(t.priceAdultMinor, t.activityId),
    index('activities_main_rating_idx').on(t.mainCategory, t.rating.desc().nullsFirst(), t.activityId),
    index('activities_main_price_idx').on(t.mainCategory, t.priceAdultMinor, t.activityId),
    index('activities_categories_idx').using('gin', t.categories),
    index('activities_name_en_trgm_idx').using('gin', sql`${t.searchEn} gin_trgm_ops`),
    index('activities_name_ar_trgm_idx').using('gin', sql`${t.searchAr} gin_trgm_ops`),
  ],
);

export const activityBranches = pgTable(
  'activity_branches',
  {
    branchId: bigserial('branch_id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.activityId, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    area: text('area').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hours: jsonb('hours').$type<WeeklyHoursJson>().notNull(),
    phone: text('phone'),
  },
  (t) => [index('activity_branches_activity_idx').on(t.activityId)],
);

export const activityReviews = pgTable(
  'activity_reviews',
  {
    reviewId: bigserial('review_id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.activityId, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    textEn: text('text_en').notNull().default(''),
    textAr: text('text_ar').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A member's review: the paid order it reviews (one review per order; migration 0640). Null for seeded reviews. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    verified: boolean('verified').notNull().default(false),
    /** The language the member wrote in; their text is in text_en or text_ar accordingly. */
    lang: text('lang', { enum: ['en', 'ar'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('activity_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('activity_reviews_lang_check', sql`${t.lang} is null or ${t.lang} in ('en', 'ar')`),
    index('activity_reviews_activity_idx').on(t.activityId, t.reviewId.desc().nullsFirst()),
    uniqueIndex('activity_reviews_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

export const wishlist = pgTable(
  'wishlist_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.activityId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pkey', columns: [t.userId, t.activityId] }),
    index('wishlist_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One line of an activity order: tickets of one age band for one activity, branch and date. */
export const activityOrderItems = pgTable(
  'activity_order_items',
  {
    itemId: bigserial('item_id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.activityId),
    branchId: bigint('branch_id', { mode: 'number' })
      .notNull()
      .references(() => activityBranches.branchId),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    band: text('band', { enum: ['adult', 'teen', 'child'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('activity_order_items_quantity_check', sql`${t.quantity} > 0`),
    check('activity_order_items_band_check', sql`${t.band} in ('adult', 'teen', 'child')`),
    index('activity_order_items_order_idx').on(t.orderId),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityBranchRow = typeof activityBranches.$inferSelect;
