import type { Migration } from './types';

// Mirrors src/db/schema/hotels.ts. Released: never edit, add a new numbered migration (0301_…) instead.
//
// supply_*: the built-in hotel supplier's storage (providers/hotel-supply). The price and
// availability calendar is a pure function of hotel, room type and night, so supply_room_nights
// holds only what departs from it: rooms booked, and allotment or price overrides.
// hotel_*: the app's side of hotel booking (checkouts from prebook to payment, favourites).
const migration: Migration = {
  id: '0300_hotels',
  sql: /* sql */ `
create table supply_hotels (
  hid bigint primary key,
  id text not null unique,
  region_id integer not null,
  stars smallint not null,
  rating numeric(3, 1) not null,
  property_type text not null,
  latitude double precision not null,
  longitude double precision not null,
  name_en text not null,
  name_ar text not null,
  data jsonb not null,
  updated_at timestamptz not null default now(),
  constraint supply_hotels_stars_check check (stars between 1 and 5)
);
create index supply_hotels_region_idx on supply_hotels (region_id, hid);
create index supply_hotels_updated_idx on supply_hotels (updated_at);

create table supply_room_nights (
  hotel_id text not null,
  room_type_id text not null,
  night date not null,
  booked integer not null default 0,
  allotment_override integer,
  price_override_minor bigint,
  -- Bumped by every write, so count(*) + sum(version) over some nights changes whenever they do.
  version integer not null default 1,
  primary key (hotel_id, room_type_id, night),
  constraint supply_room_nights_booked_check check (booked >= 0),
  constraint supply_room_nights_override_check check (allotment_override is null or allotment_override >= 0)
);
-- Search reads every departure from the calendar for the nights of a stay.
create index supply_room_nights_night_idx on supply_room_nights (night);

create sequence supply_order_id_seq start with 500000001;

create table supply_orders (
  partner_order_id text primary key,
  order_id bigint not null unique,
  status text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint supply_orders_status_check check (status in ('form', 'processing', 'ok', 'failed', 'cancelled'))
);

create table hotel_checkouts (
  id bigserial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  user_id bigint references users (id) on delete set null,
  hid bigint not null,
  provider text not null,
  status text not null default 'open',
  book_hash text not null,
  checkin date not null,
  checkout date not null,
  guests jsonb not null,
  rate jsonb not null,
  net_minor bigint not null,
  total_minor bigint not null,
  commission_percent numeric(5, 2) not null,
  currency text not null,
  fx_rate numeric(20, 10) not null,
  display_total_minor bigint not null,
  contact jsonb,
  room_guests jsonb,
  order_id bigint references orders (id) on delete set null,
  attempt integer not null default 1,
  payment_ref text,
  last_error text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hotel_checkouts_status_check check (status in ('open', 'paying', 'payment_failed', 'booked', 'failed', 'price_changed')),
  constraint hotel_checkouts_amount_check check (net_minor >= 0 and total_minor >= net_minor and display_total_minor >= 0)
);
create index hotel_checkouts_order_idx on hotel_checkouts (order_id);
create index hotel_checkouts_user_idx on hotel_checkouts (user_id, id desc);

create table hotel_favourites (
  user_id bigint not null references users (id) on delete cascade,
  hid bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, hid)
);
create index hotel_favourites_page_idx on hotel_favourites (user_id, created_at desc, hid desc);
`,
};

export default migration;
