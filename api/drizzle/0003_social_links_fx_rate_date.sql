ALTER TABLE "fx_rates" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;