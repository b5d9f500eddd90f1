CREATE SEQUENCE "public"."supply_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"context" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_logs_level_check" CHECK ("client_logs"."level" in ('debug', 'info', 'warn', 'error'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_aed" numeric(20, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor_id" bigint,
	"type" text NOT NULL,
	"post_id" bigint,
	"user_plan_id" bigint,
	"order_uuid" uuid,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"display_amount_minor" bigint NOT NULL,
	"fx_rate" numeric(20, 10) DEFAULT 1 NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"refund_minor" bigint,
	"penalty_minor" bigint,
	"idempotency_key" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('hotel', 'activity')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_minor" >= 0 and "orders"."display_amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'declined', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"profile_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"profile_picture" text,
	"cover_picture" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"csrf_token" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"bio" text,
	"date_of_birth" date,
	"country" text,
	"city" text,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"is_dark_mode" boolean DEFAULT false NOT NULL,
	"twitter" text,
	"tiktok" text,
	"linktree" text,
	"instagram" text,
	"snapchat" text,
	"facebook" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_requested_at" timestamp with time zone,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ar')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'delete_confirm'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	"lang" text,
	"reply_to" text,
	"message_id" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_status_check" CHECK ("scheduled_jobs"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"activity_id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"main_category" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_min" integer NOT NULL,
	"kid_friendly" boolean DEFAULT true NOT NULL,
	"min_age" smallint,
	"price_adult_minor" bigint NOT NULL,
	"price_teen_minor" bigint NOT NULL,
	"price_child_minor" bigint NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"image_hue" smallint DEFAULT 200 NOT NULL,
	"image_motif" text DEFAULT 'tower' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" text GENERATED ALWAYS AS (' ' || search_key(name_en)) STORED,
	"search_ar" text GENERATED ALWAYS AS (' ' || search_key(name_ar)) STORED,
	"free_cancellation_hours" smallint DEFAULT 24,
	CONSTRAINT "activities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "activities_prices_check" CHECK ("activities"."price_child_minor" >= 0 and "activities"."price_teen_minor" >= 0 and "activities"."price_adult_minor" >= 0),
	CONSTRAINT "activities_free_cancellation_hours_check" CHECK ("activities"."free_cancellation_hours" is null or "activities"."free_cancellation_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "activity_branches" (
	"branch_id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"area" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "activity_order_items" (
	"item_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"visit_date" date NOT NULL,
	"band" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	CONSTRAINT "activity_order_items_quantity_check" CHECK ("activity_order_items"."quantity" > 0),
	CONSTRAINT "activity_order_items_band_check" CHECK ("activity_order_items"."band" in ('adult', 'teen', 'child'))
);
--> statement-breakpoint
CREATE TABLE "activity_reviews" (
	"review_id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_ar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" bigint,
	"verified" boolean DEFAULT false NOT NULL,
	"lang" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "activity_reviews_rating_check" CHECK ("activity_reviews"."rating" between 1 and 5),
	CONSTRAINT "activity_reviews_lang_check" CHECK ("activity_reviews"."lang" is null or "activity_reviews"."lang" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "activity_main_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_pkey" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_checkouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint,
	"hid" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"book_hash" text NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"guests" jsonb NOT NULL,
	"rate" jsonb NOT NULL,
	"net_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"commission_percent" numeric(5, 2) NOT NULL,
	"currency" text NOT NULL,
	"fx_rate" numeric(20, 10) NOT NULL,
	"display_total_minor" bigint NOT NULL,
	"contact" jsonb,
	"room_guests" jsonb,
	"order_id" bigint,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payment_ref" text,
	"last_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_checkouts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "hotel_checkouts_status_check" CHECK ("hotel_checkouts"."status" in ('open', 'paying', 'payment_failed', 'booked', 'failed', 'price_changed')),
	CONSTRAINT "hotel_checkouts_amount_check" CHECK ("hotel_checkouts"."net_minor" >= 0 and "hotel_checkouts"."total_minor" >= "hotel_checkouts"."net_minor" and "hotel_checkouts"."display_total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_favourites" (
	"user_id" bigint NOT NULL,
	"hid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_favourites_pkey" PRIMARY KEY("user_id","hid")
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"review_id" bigserial PRIMARY KEY NOT NULL,
	"hid" bigint NOT NULL,
	"user_id" bigint,
	"order_id" bigint,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "hotel_reviews_rating_check" CHECK ("hotel_reviews"."rating" between 1 and 5),
	CONSTRAINT "hotel_reviews_lang_check" CHECK ("hotel_reviews"."lang" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "supply_hotels" (
	"hid" bigint PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"region_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"rating" numeric(3, 1) NOT NULL,
	"property_type" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_hotels_id_unique" UNIQUE("id"),
	CONSTRAINT "supply_hotels_stars_check" CHECK ("supply_hotels"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "supply_orders" (
	"partner_order_id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "supply_orders_status_check" CHECK ("supply_orders"."status" in ('form', 'processing', 'ok', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "supply_room_nights" (
	"hotel_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"allotment_override" integer,
	"price_override_minor" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "supply_room_nights_pkey" PRIMARY KEY("hotel_id","room_type_id","night"),
	CONSTRAINT "supply_room_nights_booked_check" CHECK ("supply_room_nights"."booked" >= 0),
	CONSTRAINT "supply_room_nights_override_check" CHECK ("supply_room_nights"."allotment_override" is null or "supply_room_nights"."allotment_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_pkey" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" bigint NOT NULL,
	"followed_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"post_id" bigint,
	"position" smallint DEFAULT 0 NOT NULL,
	"purpose" text NOT NULL,
	"is_image" boolean NOT NULL,
	"mime" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"bytes" integer DEFAULT 0 NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_keys" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_review_id" bigint,
	"hotel_review_id" bigint,
	CONSTRAINT "media_items_purpose_check" CHECK ("media_items"."purpose" in ('post', 'profile', 'cover', 'review')),
	CONSTRAINT "media_items_size_check" CHECK ("media_items"."width" > 0 and "media_items"."height" > 0 and "media_items"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_answers_body_check" CHECK (char_length("post_answers"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"body" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_body_check" CHECK (char_length("post_comments"."body") between 1 and 1000),
	CONSTRAINT "post_comments_counts_check" CHECK ("post_comments"."like_count" >= 0 and "post_comments"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_questions_body_check" CHECK (char_length("post_questions"."body") between 1 and 500),
	CONSTRAINT "post_questions_answer_count_check" CHECK ("post_questions"."answer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"post_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reports_pkey" PRIMARY KEY("post_id","reporter_id"),
	CONSTRAINT "post_reports_reason_check" CHECK ("post_reports"."reason" in ('spam', 'nudity', 'hate', 'violence', 'harassment', 'false_information', 'scam', 'intellectual_property', 'other')),
	CONSTRAINT "post_reports_details_check" CHECK ("post_reports"."details" is null or char_length("post_reports"."details") <= 500)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"user_plan_id" bigint,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "posts_caption_length_check" CHECK (char_length("posts"."caption") <= 2200),
	CONSTRAINT "posts_counts_check" CHECK ("posts"."like_count" >= 0 and "posts"."comment_count" >= 0 and "posts"."question_count" >= 0 and "posts"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_days" (
	"plan_day_id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"day_index" smallint NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "plan_days_plan_index_key" UNIQUE("plan_id","day_index"),
	CONSTRAINT "plan_days_plan_date_key" UNIQUE("plan_id","date")
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"plan_item_id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan_day_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	"reason_en" text,
	"reason_ar" text,
	"order_uuid" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_items_time_check" CHECK ("plan_items"."start_min" >= 0 and "plan_items"."start_min" < "plan_items"."end_min" and "plan_items"."end_min" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"hotel_lat" double precision NOT NULL,
	"hotel_lng" double precision NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"day_start_min" smallint NOT NULL,
	"day_end_min" smallint NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"travellers" text NOT NULL,
	"adults" smallint NOT NULL,
	"teens" smallint NOT NULL,
	"children" smallint NOT NULL,
	"youngest_child_age" smallint,
	"free_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_minor" bigint,
	"pace" text NOT NULL,
	"must_see" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" integer NOT NULL,
	"shared_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_mode_check" CHECK ("plans"."mode" in ('ai', 'own')),
	CONSTRAINT "plans_source_check" CHECK ("plans"."source" in ('built-in', 'ai', 'own')),
	CONSTRAINT "plans_travellers_check" CHECK ("plans"."travellers" in ('solo', 'couple', 'family', 'friends')),
	CONSTRAINT "plans_pace_check" CHECK ("plans"."pace" in ('relaxed', 'balanced', 'packed')),
	CONSTRAINT "plans_dates_check" CHECK ("plans"."end_date" >= "plans"."start_date" and "plans"."end_date" - "plans"."start_date" < 30),
	CONSTRAINT "plans_day_check" CHECK ("plans"."day_start_min" >= 0 and "plans"."day_start_min" < "plans"."day_end_min" and "plans"."day_end_min" <= 1440),
	CONSTRAINT "plans_group_check" CHECK ("plans"."adults" >= 0 and "plans"."teens" >= 0 and "plans"."children" >= 0 and "plans"."adults" + "plans"."teens" + "plans"."children" between 1 and 50),
	CONSTRAINT "plans_budget_check" CHECK ("plans"."budget_minor" is null or "plans"."budget_minor" >= 0),
	CONSTRAINT "plans_name_check" CHECK (char_length("plans"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "mail_sent" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"message_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_tickets" (
	"ticket_id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"order_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"adult" integer DEFAULT 0 NOT NULL,
	"teen" integer DEFAULT 0 NOT NULL,
	"child" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "activity_tickets_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "activity_tickets_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "activity_tickets_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "activity_tickets_status_check" CHECK ("activity_tickets"."status" in ('valid', 'redeemed', 'cancelled')),
	CONSTRAINT "activity_tickets_counts_check" CHECK ("activity_tickets"."adult" >= 0 and "activity_tickets"."teen" >= 0 and "activity_tickets"."child" >= 0 and "activity_tickets"."adult" + "activity_tickets"."teen" + "activity_tickets"."child" > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_main_category_activity_main_categories_slug_fk" FOREIGN KEY ("main_category") REFERENCES "public"."activity_main_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_branches" ADD CONSTRAINT "activity_branches_activity_id_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_order_items" ADD CONSTRAINT "activity_order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_order_items" ADD CONSTRAINT "activity_order_items_activity_id_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_order_items" ADD CONSTRAINT "activity_order_items_branch_id_activity_branches_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."activity_branches"("branch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_activity_id_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_activity_id_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_checkouts" ADD CONSTRAINT "hotel_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_checkouts" ADD CONSTRAINT "hotel_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_favourites" ADD CONSTRAINT "hotel_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_activity_review_id_activity_reviews_review_id_fk" FOREIGN KEY ("activity_review_id") REFERENCES "public"."activity_reviews"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_hotel_review_id_hotel_reviews_review_id_fk" FOREIGN KEY ("hotel_review_id") REFERENCES "public"."hotel_reviews"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_answers" ADD CONSTRAINT "post_answers_question_id_post_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."post_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_answers" ADD CONSTRAINT "post_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_questions" ADD CONSTRAINT "post_questions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_questions" ADD CONSTRAINT "post_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_days" ADD CONSTRAINT "plan_days_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_plan_day_id_plan_days_plan_day_id_fk" FOREIGN KEY ("plan_day_id") REFERENCES "public"."plan_days"("plan_day_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_activity_id_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_branch_id_activity_branches_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."activity_branches"("branch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tickets" ADD CONSTRAINT "activity_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_created_at_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_seen_idx" ON "notifications" USING btree ("user_id","is_seen","notification_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","notification_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_post_id_idx" ON "notifications" USING btree ("post_id") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (search_key("username" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_identities_provider_subject_idx" ON "oidc_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "oidc_identities_user_idx" ON "oidc_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_dedupe_idx" ON "scheduled_jobs" USING btree ("dedupe_key") WHERE "scheduled_jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id","purpose","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_main_category_idx" ON "activities" USING btree ("main_category","activity_id");--> statement-breakpoint
CREATE INDEX "activities_rating_idx" ON "activities" USING btree ("rating" DESC NULLS FIRST,"activity_id");--> statement-breakpoint
CREATE INDEX "activities_price_idx" ON "activities" USING btree ("price_adult_minor","activity_id");--> statement-breakpoint
CREATE INDEX "activities_main_rating_idx" ON "activities" USING btree ("main_category","rating" DESC NULLS FIRST,"activity_id");--> statement-breakpoint
CREATE INDEX "activities_main_price_idx" ON "activities" USING btree ("main_category","price_adult_minor","activity_id");--> statement-breakpoint
CREATE INDEX "activities_categories_idx" ON "activities" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "activities_name_en_trgm_idx" ON "activities" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_name_ar_trgm_idx" ON "activities" USING gin ("search_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_branches_activity_idx" ON "activity_branches" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_order_items_order_idx" ON "activity_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "activity_reviews_activity_idx" ON "activity_reviews" USING btree ("activity_id","review_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reviews_order_idx" ON "activity_reviews" USING btree ("order_id") WHERE "activity_reviews"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "wishlist_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hotel_checkouts_order_idx" ON "hotel_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_checkouts_user_idx" ON "hotel_checkouts" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hotel_favourites_page_idx" ON "hotel_favourites" USING btree ("user_id","created_at" DESC NULLS FIRST,"hid" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_order_idx" ON "hotel_reviews" USING btree ("order_id") WHERE "hotel_reviews"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "hotel_reviews_hid_idx" ON "hotel_reviews" USING btree ("hid","review_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supply_hotels_region_idx" ON "supply_hotels" USING btree ("region_id","hid");--> statement-breakpoint
CREATE INDEX "supply_hotels_updated_idx" ON "supply_hotels" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "supply_room_nights_night_idx" ON "supply_room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "comment_likes_user_id_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_followed_id_idx" ON "follows" USING btree ("followed_id","follower_id");--> statement-breakpoint
CREATE INDEX "media_items_post_id_idx" ON "media_items" USING btree ("post_id","position") WHERE "media_items"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "media_items_unattached_idx" ON "media_items" USING btree ("created_at") WHERE "media_items"."post_id" is null and "media_items"."purpose" = 'post';--> statement-breakpoint
CREATE INDEX "media_items_owner_id_idx" ON "media_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_items_activity_review_idx" ON "media_items" USING btree ("activity_review_id","position") WHERE "media_items"."activity_review_id" is not null;--> statement-breakpoint
CREATE INDEX "media_items_hotel_review_idx" ON "media_items" USING btree ("hotel_review_id","position") WHERE "media_items"."hotel_review_id" is not null;--> statement-breakpoint
CREATE INDEX "media_items_unattached_review_idx" ON "media_items" USING btree ("created_at") WHERE "media_items"."purpose" = 'review' and "media_items"."activity_review_id" is null and "media_items"."hotel_review_id" is null;--> statement-breakpoint
CREATE INDEX "post_answers_question_id_idx" ON "post_answers" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "post_answers_user_id_idx" ON "post_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_id_idx" ON "post_comments" USING btree ("post_id","id") WHERE "post_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "post_comments_parent_id_idx" ON "post_comments" USING btree ("parent_id","id") WHERE "post_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "post_comments_user_id_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_id_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_questions_post_id_idx" ON "post_questions" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "post_questions_user_id_idx" ON "post_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_reports_reporter_id_idx" ON "post_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "posts_user_id_idx" ON "posts" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "plan_items_day_idx" ON "plan_items" USING btree ("plan_day_id","start_min");--> statement-breakpoint
CREATE INDEX "plan_items_plan_idx" ON "plan_items" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","plan_id" DESC NULLS FIRST);