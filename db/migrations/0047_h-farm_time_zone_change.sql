ALTER TABLE "users" ADD COLUMN "previous_time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_changed_at" timestamp with time zone;