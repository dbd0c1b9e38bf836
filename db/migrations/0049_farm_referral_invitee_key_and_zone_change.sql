ALTER TABLE "users" ADD COLUMN "previous_time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD COLUMN "invitee_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_invitee_key_hash_unique" UNIQUE("invitee_key_hash");