CREATE TABLE "mentions" (
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"mentioned_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentions_pkey" PRIMARY KEY("source","source_id","mentioned_id"),
	CONSTRAINT "mentions_source_check" CHECK ("mentions"."source" in ('post', 'comment', 'question', 'answer'))
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"tag" text NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "post_tags_pkey" PRIMARY KEY("tag","post_id"),
	CONSTRAINT "post_tags_tag_check" CHECK (char_length("post_tags"."tag") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self_check" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "user_mutes" (
	"muter_id" bigint NOT NULL,
	"muted_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mutes_pkey" PRIMARY KEY("muter_id","muted_id"),
	CONSTRAINT "user_mutes_not_self_check" CHECK ("user_mutes"."muter_id" <> "user_mutes"."muted_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_mentioned_id_users_id_fk" FOREIGN KEY ("mentioned_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentions_mentioned_id_idx" ON "mentions" USING btree ("mentioned_id");--> statement-breakpoint
CREATE INDEX "mentions_post_id_idx" ON "mentions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_tags_post_id_idx" ON "post_tags" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_id_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL', 'MENTION'));