import type { Migration } from './types';

// Mirrors src/db/schema/platform.ts. Released: never edit, add a new numbered migration instead.
const migration: Migration = {
  id: '0001_platform',
  sql: /* sql */ `
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists btree_gist;
create extension if not exists cube;
create extension if not exists earthdistance;

create table users (
  id bigserial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  email text not null unique,
  username text not null unique,
  first_name text not null default '',
  last_name text not null default '',
  password_hash text,
  email_verified_at timestamptz,
  bio text,
  date_of_birth date,
  country text,
  city text,
  phone_number text,
  phone_verified_at timestamptz,
  language text not null default 'en',
  is_dark_mode boolean not null default false,
  twitter text,
  tiktok text,
  linktree text,
  instagram text,
  snapchat text,
  facebook text,
  latitude double precision,
  longitude double precision,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  delete_requested_at timestamptz,
  constraint users_language_check check (language in ('en', 'ar')),
  constraint users_email_lower_check check (email = lower(email))
);

create table profiles (
  profile_id bigserial primary key,
  user_id bigint not null unique references users (id) on delete cascade,
  profile_picture text,
  cover_picture text,
  is_verified boolean not null default false
);

create table sessions (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  token_hash text not null unique,
  csrf_token text not null,
  user_agent text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);

create table orders (
  id bigserial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  user_id bigint references users (id) on delete set null,
  kind text not null,
  status text not null default 'pending',
  title text not null,
  image text,
  starts_on date not null,
  ends_on date not null,
  amount_minor bigint not null,
  currency text not null default 'AED',
  display_amount_minor bigint not null,
  fx_rate numeric(20, 10) not null default 1,
  contact_email text not null,
  contact_name text not null,
  refund_minor bigint,
  penalty_minor bigint,
  idempotency_key text unique,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancelled_at timestamptz,
  constraint orders_kind_check check (kind in ('hotel', 'activity')),
  constraint orders_status_check check (status in ('pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund')),
  constraint orders_amount_check check (amount_minor >= 0 and display_amount_minor >= 0)
);
create index orders_user_id_idx on orders (user_id, id desc);
create index orders_contact_email_idx on orders (contact_email);

create table payments (
  id bigserial primary key,
  order_id bigint references orders (id) on delete set null,
  provider text not null,
  provider_ref text not null,
  status text not null,
  amount_minor bigint not null,
  currency text not null,
  idempotency_key text not null unique,
  error text,
  created_at timestamptz not null default now(),
  constraint payments_status_check check (status in ('succeeded', 'declined', 'failed', 'refunded'))
);
create index payments_order_id_idx on payments (order_id);
create index payments_provider_ref_idx on payments (provider, provider_ref);

create table notifications (
  notification_id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  actor_id bigint references users (id) on delete cascade,
  type text not null,
  post_id bigint,
  user_plan_id bigint,
  order_uuid uuid,
  is_seen boolean not null default false,
  created_at timestamptz not null default now(),
  constraint notifications_type_check check (type in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL'))
);
create index notifications_user_seen_idx on notifications (user_id, is_seen, notification_id desc);

create table contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  subject text,
  message text not null,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create table client_logs (
  id bigserial primary key,
  level text not null,
  message text not null,
  context jsonb,
  user_agent text,
  created_at timestamptz not null default now(),
  constraint client_logs_level_check check (level in ('debug', 'info', 'warn', 'error'))
);
create index client_logs_created_at_idx on client_logs (created_at);

create table fx_rates (
  currency text primary key,
  per_aed numeric(20, 10) not null,
  updated_at timestamptz not null default now()
);

-- Units of each currency per 1 AED (the dirham is pegged at 3.6725 per USD).
insert into fx_rates (currency, per_aed) values
  ('AED', 1),
  ('BHD', 0.1024),
  ('EUR', 0.2347),
  ('GBP', 0.2032),
  ('INR', 23.7000),
  ('KWD', 0.0835),
  ('OMR', 0.1047),
  ('QAR', 0.9912),
  ('SAR', 1.0211),
  ('USD', 0.2723);
`,
};

export default migration;
