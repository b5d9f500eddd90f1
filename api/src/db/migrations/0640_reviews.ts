import type { Migration } from './types';

// Reviews written by members who went: one per paid order, after the visit (activities) or the check-out
// (hotels), with up to 3 photos. Activity reviews join the seeded ones in activity_reviews (the list, the
// breakdown and activities.rating read one table); hotel ratings are the supplier's, so member reviews of
// hotels get their own table. Mirrors src/db/schema/activities.ts, hotels.ts and social.ts (media_items).
const migration: Migration = {
  id: '0640_reviews',
  sql: /* sql */ `
alter table activity_reviews add column order_id bigint references orders (id) on delete set null;
alter table activity_reviews add column verified boolean not null default false;
alter table activity_reviews add column lang text;
alter table activity_reviews add column updated_at timestamptz;
alter table activity_reviews add constraint activity_reviews_lang_check check (lang is null or lang in ('en', 'ar'));
create unique index activity_reviews_order_idx on activity_reviews (order_id) where order_id is not null;

create table hotel_reviews (
  review_id bigserial primary key,
  hid bigint not null,
  user_id bigint references users (id) on delete set null,
  order_id bigint references orders (id) on delete set null,
  author_name text not null,
  rating smallint not null,
  text text not null,
  lang text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  constraint hotel_reviews_rating_check check (rating between 1 and 5),
  constraint hotel_reviews_lang_check check (lang in ('en', 'ar'))
);
create unique index hotel_reviews_order_idx on hotel_reviews (order_id) where order_id is not null;
create index hotel_reviews_hid_idx on hotel_reviews (hid, review_id desc);

alter table media_items drop constraint media_items_purpose_check;
alter table media_items add constraint media_items_purpose_check check (purpose in ('post', 'profile', 'cover', 'review'));
alter table media_items add column activity_review_id bigint references activity_reviews (review_id) on delete cascade;
alter table media_items add column hotel_review_id bigint references hotel_reviews (review_id) on delete cascade;
create index media_items_activity_review_idx on media_items (activity_review_id, position) where activity_review_id is not null;
create index media_items_hotel_review_idx on media_items (hotel_review_id, position) where hotel_review_id is not null;
-- The hourly sweep of review photos never attached to a review.
create index media_items_unattached_review_idx on media_items (created_at)
  where purpose = 'review' and activity_review_id is null and hotel_review_id is null;
`,
};

export default migration;
