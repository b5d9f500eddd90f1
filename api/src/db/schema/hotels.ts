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
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, users } from './platform';

// The migrations in api/drizzle are generated from these files (see api/README.md, "Migrations").

const tsz = (name: string) => timestamp(name, { withTimezone: true });

/** The built-in supplier's hotels: the whole InventoryHotel in `data`, plus the columns worth indexing. */
export const supplyHotels = pgTable(
  'supply_hotels',
  {
    hid: bigint('hid', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    regionId: integer('region_id').notNull(),
    stars: smallint('stars').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1 }).notNull(),
    propertyType: text('property_type').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** `built_in` (the demo inventory) or `etg` (imported from ETG's content dump): each supplier loads its own. */
    source: text('source').notNull().default('built_in'),
    /** ISO country of the region (ETG's region.country_code); null for the built-in inventory. */
    countryCode: text('country_code'),
    /** ETG's metapolicy_struct and metapolicy_extra_info as imported, which the hotel page must show. */
    metapolicy: jsonb('metapolicy').$type<Record<string, unknown>>(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('supply_hotels_stars_check', sql`${t.stars} between 1 and 5`),
    index('supply_hotels_source_idx').on(t.source, t.hid),
    index('supply_hotels_region_idx').on(t.regionId, t.hid),
    index('supply_hotels_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One import of a supplier's content dump (ETG's hotel/info/dump or incremental_dump): progress for admins and the
 * resume point. `lines_done` only moves with the batch that wrote those lines, in the same transaction.
 */
export const supplyContentImports = pgTable(
  'supply_content_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `full` or `incremental`. */
    kind: text('kind').notNull(),
    /** `running` (also: interrupted, resumed by the next run), `done`, `failed`. */
    status: text('status').notNull().default('running'),
    url: text('url').notNull(),
    /** The dump's own date (ETG's last_update), so the same dump is not imported twice. */
    dumpDate: text('dump_date'),
    linesDone: bigint('lines_done', { mode: 'number' }).notNull().default(0),
    /** Compressed bytes read when the last batch was committed, and the archive's size when the server said. */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    upserted: integer('upserted').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    /** Hotels outside the configured regions. */
    skipped: integer('skipped').notNull().default(0),
    malformed: integer('malformed').notNull().default(0),
    lastError: text('last_error'),
    startedAt: tsz('started_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    finishedAt: tsz('finished_at'),
  },
  (t) => [index('supply_content_imports_kind_idx').on(t.kind, t.status, t.id)],
);

/** Departures from the pure price calendar: rooms booked, allotment and price overrides. */
export const supplyRoomNights = pgTable(
  'supply_room_nights',
  {
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
    allotmentOverride: integer('allotment_override'),
    priceOverrideMinor: bigint('price_override_minor', { mode: 'number' }),
    /** Bumped by every write: count(*) + sum(version) over nights is their change stamp. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'supply_room_nights_pkey', columns: [t.hotelId, t.roomTypeId, t.night] }),
    check('supply_room_nights_booked_check', sql`${t.booked} >= 0`),
    check('supply_room_nights_override_check', sql`${t.allotmentOverride} is null or ${t.allotmentOverride} >= 0`),
    index('supply_room_nights_night_idx').on(t.night),
  ],
);

export const SUPPLY_ORDER_STATUSES = ['form', 'processing', 'ok', 'failed', 'cancelled'] as const;

/** The built-in supplier's booking forms and bookings (SupplyOrder in `data`). */
/** Partner order ids of the built-in supplier (providers/hotel-supply/db-order-store.ts), far from real ones. */
export const supplyOrderIdSeq = pgSequence('supply_order_id_seq', { startWith: 500000001 });

export const supplyOrders = pgTable(
  'supply_orders',
  {
    partnerOrderId: text('partner_order_id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().unique(),
    status: text('status', { enum: SUPPLY_ORDER_STATUSES }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('supply_orders_status_check', sql`${t.status} in ('form', 'processing', 'ok', 'failed', 'cancelled')`)],
);

export const CHECKOUT_STATUSES = ['open', 'paying', 'payment_failed', 'booked', 'failed', 'price_changed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** One booking attempt from prebook to payment: the price and exchange rate are fixed here. */
export const hotelCheckouts = pgTable(
  'hotel_checkouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    hid: bigint('hid', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** The supplier's book hash: never sent to a browser. */
    bookHash: text('book_hash').notNull(),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    guests: jsonb('guests').$type<{ adults: number; children: number[] }[]>().notNull(),
    rate: jsonb('rate').$type<Record<string, unknown>>().notNull(),
    /** The supplier's price, AED fils. */
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    /** What the traveller pays, AED fils (net plus commission, whole dirhams). */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    fxRate: numeric('fx_rate', { precision: 20, scale: 10 }).notNull(),
    displayTotalMinor: bigint('display_total_minor', { mode: 'number' }).notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>(),
    roomGuests: jsonb('room_guests').$type<Record<string, unknown>[]>(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    attempt: integer('attempt').notNull().default(1),
    paymentRef: text('payment_ref'),
    lastError: text('last_error'),
    expiresAt: tsz('expires_at').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'hotel_checkouts_status_check',
      sql`${t.status} in ('open', 'paying', 'payment_failed', 'booked', 'failed', 'price_changed')`,
    ),
    check(
      'hotel_checkouts_amount_check',
      sql`${t.netMinor} >= 0 and ${t.totalMinor} >= ${t.netMinor} and ${t.displayTotalMinor} >= 0`,
    ),
    index('hotel_checkouts_order_idx').on(t.orderId),
    index('hotel_checkouts_user_idx').on(t.userId, t.id.desc().nullsFirst()),
  ],
);

export const hotelFavourites = pgTable(
  'hotel_favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hid: bigint('hid', { mode: 'number' }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'hotel_favourites_pkey', columns: [t.userId, t.hid] }),
    index('hotel_favourites_page_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.hid.desc().nullsFirst()),
  ],
);

/** Members' reviews of hotels they stayed at, one per booking (migration 0640); the hotel's rating is the supplier's. */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    reviewId: bigserial('review_id', { mode: 'number' }).primaryKey(),
    hid: bigint('hid', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    lang: text('lang', { enum: ['en', 'ar'] }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at'),
  },
  (t) => [
    check('hotel_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('hotel_reviews_lang_check', sql`${t.lang} in ('en', 'ar')`),
    uniqueIndex('hotel_reviews_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('hotel_reviews_hid_idx').on(t.hid, t.reviewId.desc().nullsFirst()),
  ],
);

export type SupplyHotelRow = typeof supplyHotels.$inferSelect;
export type SupplyContentImportRow = typeof supplyContentImports.$inferSelect;
export type HotelCheckoutRow = typeof hotelCheckouts.$inferSelect;
export type NewHotelCheckoutRow = typeof hotelCheckouts.$inferInsert;
