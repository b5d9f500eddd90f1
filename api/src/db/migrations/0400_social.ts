import type { Migration } from './types';

// The social domain: posts with media, likes, comments and replies, questions and answers, follows,
// reports; plus the indexes and the real-time trigger of the platform's notifications table.
// Mirrors src/db/schema/social.ts. Released: never edit, add 04xx_*.ts instead.
const migration: Migration = {
  id: '0400_social',
  sql: /* sql */ `
create table posts (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  caption text not null default '',
  -- A plan shared to the feed (plans live in a later migration, so no foreign key).
  user_plan_id bigint,
  like_count integer not null default 0,
  comment_count integer not null default 0,
  question_count integer not null default 0,
  report_count integer not null default 0,
  -- Set when enough distinct people reported it: hidden from everyone but its author until reviewed.
  hidden_at timestamptz,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  constraint posts_caption_length_check check (char_length(caption) <= 2200),
  constraint posts_counts_check check (like_count >= 0 and comment_count >= 0 and question_count >= 0 and report_count >= 0)
);
-- Discovery and the visitor feed walk the primary key backwards (keyset on id); hidden posts are too rare
-- to deserve a partial index of their own.
-- Followed people's posts and profile posts.
create index posts_user_id_idx on posts (user_id, id desc);

create table media_items (
  id bigserial primary key,
  owner_id bigint not null references users (id) on delete cascade,
  post_id bigint references posts (id) on delete cascade,
  position smallint not null default 0,
  purpose text not null,
  is_image boolean not null,
  mime text not null,
  url text not null,
  thumbnail text,
  width integer not null,
  height integer not null,
  duration_ms integer,
  bytes integer not null default 0,
  -- [{ "width": 640, "url": "/media/…" }, …] smallest first.
  variants jsonb not null default '[]'::jsonb,
  -- Every stored object of this item, so deleting it leaves nothing behind.
  storage_keys text[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint media_items_purpose_check check (purpose in ('post', 'profile', 'cover')),
  constraint media_items_size_check check (width > 0 and height > 0 and bytes >= 0)
);
create index media_items_post_id_idx on media_items (post_id, position) where post_id is not null;
create index media_items_unattached_idx on media_items (created_at) where post_id is null and purpose = 'post';
create index media_items_owner_id_idx on media_items (owner_id);

create table post_likes (
  post_id bigint not null references posts (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_likes_user_id_idx on post_likes (user_id);

create table post_comments (
  id bigserial primary key,
  post_id bigint not null references posts (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  -- Replies hang under a top-level comment (one level, as on Instagram).
  parent_id bigint references post_comments (id) on delete cascade,
  body text not null,
  like_count integer not null default 0,
  reply_count integer not null default 0,
  created_at timestamptz not null default now(),
  constraint post_comments_body_check check (char_length(body) between 1 and 1000),
  constraint post_comments_counts_check check (like_count >= 0 and reply_count >= 0)
);
create index post_comments_post_id_idx on post_comments (post_id, id) where parent_id is null;
create index post_comments_parent_id_idx on post_comments (parent_id, id) where parent_id is not null;
create index post_comments_user_id_idx on post_comments (user_id);

create table comment_likes (
  comment_id bigint not null references post_comments (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);
create index comment_likes_user_id_idx on comment_likes (user_id);

create table post_questions (
  id bigserial primary key,
  post_id bigint not null references posts (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  body text not null,
  answer_count integer not null default 0,
  created_at timestamptz not null default now(),
  constraint post_questions_body_check check (char_length(body) between 1 and 500),
  constraint post_questions_answer_count_check check (answer_count >= 0)
);
create index post_questions_post_id_idx on post_questions (post_id, id);
create index post_questions_user_id_idx on post_questions (user_id);

create table post_answers (
  id bigserial primary key,
  question_id bigint not null references post_questions (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now(),
  constraint post_answers_body_check check (char_length(body) between 1 and 1000)
);
create index post_answers_question_id_idx on post_answers (question_id, id);
create index post_answers_user_id_idx on post_answers (user_id);

create table follows (
  follower_id bigint not null references users (id) on delete cascade,
  followed_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followed_id),
  constraint follows_not_self_check check (follower_id <> followed_id)
);
create index follows_followed_id_idx on follows (followed_id, follower_id);

create table post_reports (
  post_id bigint not null references posts (id) on delete cascade,
  reporter_id bigint not null references users (id) on delete cascade,
  reason text not null,
  details text,
  created_at timestamptz not null default now(),
  primary key (post_id, reporter_id),
  constraint post_reports_reason_check check (reason in ('spam', 'nudity', 'hate', 'violence', 'harassment', 'false_information', 'scam', 'intellectual_property', 'other')),
  constraint post_reports_details_check check (details is null or char_length(details) <= 500)
);
create index post_reports_reporter_id_idx on post_reports (reporter_id);

-- Notifications: the drawer lists a user's newest first; a deleted post takes its notifications with it.
create index notifications_user_id_idx on notifications (user_id, notification_id desc);
create index notifications_post_id_idx on notifications (post_id) where post_id is not null;
create index notifications_actor_id_idx on notifications (actor_id) where actor_id is not null;
alter table notifications add constraint notifications_post_id_fkey foreign key (post_id) references posts (id) on delete cascade;

-- Real time: NOTIFY is delivered at commit, so a notification whose transaction rolls back is never pushed,
-- and every api instance LISTENing on the database hears it (fan-out without another moving part).
-- Identical payloads within one transaction are folded into one, so "mark all seen" sends one event.
create function jad_notifications_notify() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('jad_notifications', json_build_object('u', new.user_id, 'n', new.notification_id)::text);
  elsif tg_op = 'DELETE' then
    perform pg_notify('jad_notifications', json_build_object('u', old.user_id)::text);
  else
    perform pg_notify('jad_notifications', json_build_object('u', new.user_id)::text);
  end if;
  return null;
end
$fn$;
create trigger notifications_notify_insert after insert on notifications
  for each row execute function jad_notifications_notify();
create trigger notifications_notify_seen after update of is_seen on notifications
  for each row when (old.is_seen is distinct from new.is_seen) execute function jad_notifications_notify();
-- Taking back an unseen one (an unlike, an unfollow) lowers the badge.
create trigger notifications_notify_delete after delete on notifications
  for each row when (not old.is_seen) execute function jad_notifications_notify();
`,
};

export default migration;
