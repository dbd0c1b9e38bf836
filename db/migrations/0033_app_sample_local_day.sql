ALTER TABLE "users" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "local_date" date;--> statement-breakpoint
CREATE INDEX "users_real_idx" ON "users" USING btree ("created_at","id") WHERE NOT "users"."is_sample";