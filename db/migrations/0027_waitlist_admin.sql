ALTER TABLE "launch_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "launch_signups" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "launch_signups_created_idx" ON "launch_signups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "launch_signups_source_created_idx" ON "launch_signups" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "launch_signups_name_idx" ON "launch_signups" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribed_idx" ON "newsletter_subscriptions" USING btree ("subscribed_at","id");