ALTER TABLE "activities" ADD COLUMN "venue_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_audience_check" CHECK ("activities"."audience" in ('all', 'children', 'adults'));