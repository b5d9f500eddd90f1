import type { Migration } from './types';

// Mirrors src/db/schema/activities.ts. Trigram indexes serve the header search over en and ar names:
// search_key() folds case, Latin accents and the Arabic spelling variants (hamza forms of alef, alef
// maqsura, ta marbuta, Persian yeh and keheh, tatweel, harakat) so one expression is indexed and queried; pg_trgm tolerates typos.

// Written as code points so the pairing is visible: the first eight map one to one, the rest are dropped.
const ARABIC_FROM = String.fromCodePoint(
  0x0623,
  0x0625,
  0x0622,
  0x0671,
  0x0649,
  0x0629,
  0x06cc,
  0x06a9,
  0x0640,
  0x064b,
  0x064c,
  0x064d,
  0x064e,
  0x064f,
  0x0650,
  0x0651,
  0x0652,
  0x0670,
);
const ARABIC_TO = String.fromCodePoint(0x0627, 0x0627, 0x0627, 0x0627, 0x064a, 0x0647, 0x064a, 0x0643);

const migration: Migration = {
  id: '0200_activities',
  sql: /* sql */ `
create or replace function immutable_unaccent(text) returns text
  language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- أ إ آ ٱ → ا, ى → ي, ة → ه, Persian ی ک → ي ك; tatweel and harakat (U+064B–U+0652, U+0670) are dropped (no counterpart in the target).
create or replace function search_key(text) returns text
  language sql immutable parallel safe strict as $$
  select lower(translate(public.immutable_unaccent($1), '${ARABIC_FROM}', '${ARABIC_TO}'))
$$;

create table activity_main_categories (
  slug text primary key,
  name_en text not null,
  name_ar text not null,
  icon text not null,
  sort_order integer not null default 0
);

create table activities (
  activity_id bigserial primary key,
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  description_en text not null default '',
  description_ar text not null default '',
  main_category text not null references activity_main_categories(slug),
  categories text[] not null default '{}'::text[],
  highlights_en text[] not null default '{}'::text[],
  highlights_ar text[] not null default '{}'::text[],
  duration_min integer not null,
  kid_friendly boolean not null default true,
  min_age smallint,
  price_adult_minor bigint not null,
  price_teen_minor bigint not null,
  price_child_minor bigint not null,
  rating numeric(2,1) not null default 0,
  review_count integer not null default 0,
  image_hue smallint not null default 200,
  image_motif text not null default 'tower',
  created_at timestamptz not null default now(),
  -- The names as the search compares them, kept by the database: plain columns keep the search cheap
  -- (no per-row unaccent) and let the planner estimate them. The leading space makes "starts a word"
  -- one pattern ('% desert%') for the first word too.
  search_en text generated always as (' ' || search_key(name_en)) stored,
  search_ar text generated always as (' ' || search_key(name_ar)) stored,
  constraint activities_prices_check check (price_child_minor >= 0 and price_teen_minor >= 0 and price_adult_minor >= 0)
);
-- Keyset list orders (see modules/activities/cursor.ts), with and without a main category.
create index activities_main_category_idx on activities (main_category, activity_id);
create index activities_rating_idx on activities (rating desc, activity_id);
create index activities_price_idx on activities (price_adult_minor, activity_id);
create index activities_main_rating_idx on activities (main_category, rating desc, activity_id);
create index activities_main_price_idx on activities (main_category, price_adult_minor, activity_id);
create index activities_categories_idx on activities using gin (categories);
create index activities_name_en_trgm_idx on activities using gin (search_en gin_trgm_ops);
create index activities_name_ar_trgm_idx on activities using gin (search_ar gin_trgm_ops);

create table activity_branches (
  branch_id bigserial primary key,
  activity_id bigint not null references activities(activity_id) on delete cascade,
  name_en text not null,
  name_ar text not null,
  area text not null,
  lat double precision not null,
  lng double precision not null,
  hours jsonb not null,
  phone text
);
create index activity_branches_activity_idx on activity_branches (activity_id);

create table activity_reviews (
  review_id bigserial primary key,
  activity_id bigint not null references activities(activity_id) on delete cascade,
  user_id bigint references users(id) on delete set null,
  author_name text not null,
  rating smallint not null,
  text_en text not null default '',
  text_ar text not null default '',
  created_at timestamptz not null default now(),
  constraint activity_reviews_rating_check check (rating between 1 and 5)
);
create index activity_reviews_activity_idx on activity_reviews (activity_id, review_id desc);

create table wishlist_items (
  user_id bigint not null references users(id) on delete cascade,
  activity_id bigint not null references activities(activity_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, activity_id)
);
create index wishlist_user_created_idx on wishlist_items (user_id, created_at desc);

create table activity_order_items (
  item_id bigserial primary key,
  order_id bigint not null references orders(id) on delete cascade,
  activity_id bigint not null references activities(activity_id),
  branch_id bigint not null references activity_branches(branch_id),
  visit_date date not null,
  band text not null,
  quantity integer not null,
  unit_price_minor bigint not null,
  constraint activity_order_items_quantity_check check (quantity > 0),
  constraint activity_order_items_band_check check (band in ('adult', 'teen', 'child'))
);
create index activity_order_items_order_idx on activity_order_items (order_id);

-- The header's people search (POST /search/users) over username and names; owned by the activities
-- team because the search box is theirs.
create index users_search_trgm_idx on users using gin (search_key(username || ' ' || first_name || ' ' || last_name) gin_trgm_ops)
  where deleted_at is null;
`,
};

export default migration;
