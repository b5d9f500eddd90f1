import type { Migration } from './types';

// Bookings made signed out before orders were claimed by e-mail: each goes to the member whose verified e-mail
// is its contact e-mail (modules/orders/claim.ts claims the later ones). Data only: no schema change to mirror.
const migration: Migration = {
  id: '0630_orders_claim',
  sql: /* sql */ `
update orders o
set user_id = u.id, updated_at = now()
from users u
where o.user_id is null
  and u.email = o.contact_email
  and u.email_verified_at is not null
  and u.deleted_at is null;
`,
};

export default migration;
