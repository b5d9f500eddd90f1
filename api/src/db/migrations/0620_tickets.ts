import type { Migration } from './types';

// Mirrors src/db/schema/tickets.ts and the policy column in schema/activities.ts.
// free_cancellation_hours: hours before the visit until which an order is cancelled with a full refund; null means the
// activity's tickets are non-refundable. One ticket per paid activity order (the counts per age band ride on it);
// only the sha-256 of its code is stored (the code is derived with an HMAC, see modules/activities/ticket-code.ts).
const migration: Migration = {
  id: '0620_tickets',
  sql: /* sql */ `
alter table activities add column free_cancellation_hours smallint default 24;
alter table activities add constraint activities_free_cancellation_hours_check
  check (free_cancellation_hours is null or free_cancellation_hours between 0 and 720);

create table activity_tickets (
  ticket_id bigserial primary key,
  uuid uuid not null unique,
  order_id bigint not null unique references orders(id) on delete cascade,
  code_hash text not null unique,
  adult integer not null default 0,
  teen integer not null default 0,
  child integer not null default 0,
  status text not null default 'valid',
  issued_at timestamptz not null default now(),
  redeemed_at timestamptz,
  cancelled_at timestamptz,
  constraint activity_tickets_status_check check (status in ('valid', 'redeemed', 'cancelled')),
  constraint activity_tickets_counts_check check (adult >= 0 and teen >= 0 and child >= 0 and adult + teen + child > 0)
);
`,
};

export default migration;
