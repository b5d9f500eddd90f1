CREATE TABLE "plan_invite_links" (
	"link_id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "plan_invite_links_role_check" CHECK ("plan_invite_links"."role" in ('viewer', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "plan_members" (
	"plan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"invited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_members_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id"),
	CONSTRAINT "plan_members_role_check" CHECK ("plan_members"."role" in ('viewer', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "plan_days" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_invite_links" ADD CONSTRAINT "plan_invite_links_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_invite_links_plan_idx" ON "plan_invite_links" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_members_user_idx" ON "plan_members" USING btree ("user_id","plan_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL', 'MENTION', 'PLAN_INVITE', 'PLAN_CHANGED'));--> statement-breakpoint
-- Hand-written: live plans. A plan's version changing is announced at commit on 'jad_plans' to every api instance
-- (as the notifications trigger does), so open plan pages refetch and streams re-check who may still read.
create function jad_plans_notify() returns trigger language plpgsql as $fn$
begin
  if new.version <> old.version then
    perform pg_notify('jad_plans', json_build_object('p', new.plan_id, 'v', new.version)::text);
  end if;
  return null;
end
$fn$;
--> statement-breakpoint
create trigger plans_version_notify after update of version on plans
  for each row execute function jad_plans_notify();
