import type { Migration } from './types';

// The plans domain: a plan (the questionnaire's answers), its days, and the activities placed on them.
// Mirrors src/db/schema/plans.ts. Once released: never edit, add 05xx_*.ts instead.
const migration: Migration = {
  id: '0500_plans',
  sql: /* sql */ `
create table plans (
  plan_id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  mode text not null,
  source text not null,
  destination text not null,
  hotel_lat double precision not null,
  hotel_lng double precision not null,
  start_date date not null,
  end_date date not null,
  day_start_min smallint not null,
  day_end_min smallint not null,
  interests text[] not null default '{}'::text[],
  travellers text not null,
  adults smallint not null,
  teens smallint not null,
  children smallint not null,
  youngest_child_age smallint,
  free_time jsonb not null default '[]'::jsonb,
  budget_minor bigint,
  pace text not null,
  must_see bigint[] not null default '{}'::bigint[],
  unplaced jsonb not null default '[]'::jsonb,
  seed integer not null,
  shared_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint plans_mode_check check (mode in ('ai', 'own')),
  constraint plans_source_check check (source in ('built-in', 'ai', 'own')),
  constraint plans_travellers_check check (travellers in ('solo', 'couple', 'family', 'friends')),
  constraint plans_pace_check check (pace in ('relaxed', 'balanced', 'packed')),
  constraint plans_dates_check check (end_date >= start_date and end_date - start_date < 30),
  constraint plans_day_check check (day_start_min >= 0 and day_start_min < day_end_min and day_end_min <= 1440),
  constraint plans_group_check check (adults >= 0 and teens >= 0 and children >= 0 and adults + teens + children between 1 and 50),
  constraint plans_budget_check check (budget_minor is null or budget_minor >= 0),
  constraint plans_name_check check (char_length(name) between 1 and 80)
);
-- My plans, newest first.
create index plans_user_idx on plans (user_id, plan_id desc);

create table plan_days (
  plan_day_id bigserial primary key,
  plan_id bigint not null references plans (plan_id) on delete cascade,
  day_index smallint not null,
  date date not null,
  constraint plan_days_plan_index_key unique (plan_id, day_index),
  constraint plan_days_plan_date_key unique (plan_id, date)
);

create table plan_items (
  plan_item_id bigserial primary key,
  plan_id bigint not null references plans (plan_id) on delete cascade,
  plan_day_id bigint not null references plan_days (plan_day_id) on delete cascade,
  -- An activity or branch the catalog drops takes its plan items with it (the plan page would flag them anyway).
  activity_id bigint not null references activities (activity_id) on delete cascade,
  branch_id bigint not null references activity_branches (branch_id) on delete cascade,
  start_min smallint not null,
  end_min smallint not null,
  reason_en text,
  reason_ar text,
  order_uuid uuid,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  constraint plan_items_time_check check (start_min >= 0 and start_min < end_min and end_min <= 1440)
);
create index plan_items_day_idx on plan_items (plan_day_id, start_min);
create index plan_items_plan_idx on plan_items (plan_id);
`,
};

export default migration;
