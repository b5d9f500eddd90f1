import type { Migration } from './types';

// Transactional mail (src/mail/): the outbox keeps who/what/which language and attachments, one row per
// idempotency key; mail_sent records every message a provider accepted, so a job re-run after a crash
// does not send it again. Mirrors src/db/schema/accounts.ts (mail_outbox) and src/db/schema/mail.ts.
const migration: Migration = {
  id: '0610_mail_queue',
  sql: /* sql */ `
alter table mail_outbox add column idempotency_key text;
alter table mail_outbox add column lang text;
alter table mail_outbox add column reply_to text;
alter table mail_outbox add column message_id text;
alter table mail_outbox add column attachments jsonb not null default '[]'::jsonb;
create unique index mail_outbox_key_idx on mail_outbox (idempotency_key);

create table mail_sent (
  idempotency_key text primary key,
  provider text not null,
  message_id text not null,
  sent_at timestamptz not null default now()
);
`,
};

export default migration;
