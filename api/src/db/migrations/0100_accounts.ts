import type { Migration } from './types';

// Mirrors src/db/schema/accounts.ts. Released once landed: never edit, add 0101_… instead.
const migration: Migration = {
  id: '0100_accounts',
  sql: /* sql */ `
create table verification_codes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  purpose text not null,
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  revoked_at timestamptz,
  constraint verification_codes_purpose_check check (purpose in ('email', 'phone'))
);
create index verification_codes_user_idx on verification_codes (user_id, purpose, id desc);

create table account_tokens (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  purpose text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint account_tokens_purpose_check check (purpose in ('password_reset', 'delete_confirm'))
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);

create table oidc_identities (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  provider text not null,
  subject text not null,
  email text,
  created_at timestamptz not null default now()
);
create unique index oidc_identities_provider_subject_idx on oidc_identities (provider, subject);
create index oidc_identities_user_idx on oidc_identities (user_id);

create table mail_outbox (
  id bigserial primary key,
  "to" text not null,
  subject text not null,
  text text not null,
  html text,
  created_at timestamptz not null default now()
);
create index mail_outbox_to_idx on mail_outbox ("to", id desc);

create table sms_outbox (
  id bigserial primary key,
  "to" text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index sms_outbox_to_idx on sms_outbox ("to", id desc);

create table scheduled_jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  dedupe_key text,
  status text not null default 'pending',
  run_at timestamptz not null,
  attempts integer not null default 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint scheduled_jobs_status_check check (status in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
create index scheduled_jobs_due_idx on scheduled_jobs (status, run_at);
create unique index scheduled_jobs_dedupe_idx on scheduled_jobs (dedupe_key) where status in ('pending', 'running');

-- Profile search and sign-in look users up case-insensitively by username.
create unique index users_username_lower_idx on users (lower(username));
`,
};

export default migration;
