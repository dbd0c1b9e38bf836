DROP INDEX "launch_signups_email_lower_unique";--> statement-breakpoint
ALTER TABLE "launch_signups" ADD COLUMN "email_key" varchar(254);--> statement-breakpoint
ALTER TABLE "launch_signups" ADD COLUMN "phone_key" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "launch_signups_email_key_unique" ON "launch_signups" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_signups_phone_only_key_unique" ON "launch_signups" USING btree ("phone_key") WHERE "launch_signups"."email" IS NULL;