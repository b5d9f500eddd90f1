ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "alt_text" text;--> statement-breakpoint
CREATE INDEX "post_likes_post_recent_idx" ON "post_likes" USING btree ("post_id","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('LIKE', 'COMMENT', 'COMMENT_REPLY', 'QUESTION', 'ANSWER', 'FOLLOW', 'NEW_PLAN', 'PAID_PLAN', 'HOTEL_ORDER', 'HOTEL_ORDER_CANCEL', 'MENTION', 'COMMENT_LIKE'));