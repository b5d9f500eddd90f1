CREATE TABLE "supply_content_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"url" text NOT NULL,
	"dump_date" text,
	"lines_done" bigint DEFAULT 0 NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint,
	"upserted" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"malformed" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supply_hotels" ADD COLUMN "source" text DEFAULT 'built_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_hotels" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "supply_hotels" ADD COLUMN "metapolicy" jsonb;--> statement-breakpoint
CREATE INDEX "supply_content_imports_kind_idx" ON "supply_content_imports" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "supply_hotels_source_idx" ON "supply_hotels" USING btree ("source","hid");