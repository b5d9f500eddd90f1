-- Custom migration (drizzle-kit generate --custom): triggers, functions and data the schema files cannot say.
-- Real time: NOTIFY is delivered at commit, so a notification whose transaction rolls back is never pushed,
-- and every api instance LISTENing on the database hears it (fan-out without another moving part).
-- Identical payloads within one transaction are folded into one, so "mark all seen" sends one event.
--> statement-breakpoint
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
--> statement-breakpoint
create trigger notifications_notify_insert after insert on notifications
  for each row execute function jad_notifications_notify();
--> statement-breakpoint
create trigger notifications_notify_seen after update of is_seen on notifications
  for each row when (old.is_seen is distinct from new.is_seen) execute function jad_notifications_notify();
-- Taking back an unseen one (an unlike, an unfollow) lowers the badge.
--> statement-breakpoint
create trigger notifications_notify_delete after delete on notifications
  for each row when (not old.is_seen) execute function jad_notifications_notify();
--> statement-breakpoint
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
--> statement-breakpoint
-- Bookings made signed out before orders were claimed by e-mail go to the member whose verified e-mail is their
-- contact e-mail (modules/orders/claim.ts claims the later ones). A no-op on a new database; kept from the
-- hand-written 0630_orders_claim so this list does what that one did.
update orders o
set user_id = u.id, updated_at = now()
from users u
where o.user_id is null
  and u.email = o.contact_email
  and u.email_verified_at is not null
  and u.deleted_at is null;
