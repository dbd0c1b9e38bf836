CREATE TABLE "waitlist_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"credited" boolean NOT NULL,
	"flag_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_referrals_invitee_id_unique" UNIQUE("invitee_id"),
	CONSTRAINT "waitlist_referrals_flag_check" CHECK (("waitlist_referrals"."credited" AND "waitlist_referrals"."flag_reason" IS NULL) OR (NOT "waitlist_referrals"."credited" AND "waitlist_referrals"."flag_reason" IN ('self_referral', 'burst', 'daily_cap'))),
	CONSTRAINT "waitlist_referrals_not_self_check" CHECK ("waitlist_referrals"."referrer_id" <> "waitlist_referrals"."invitee_id")
);
--> statement-breakpoint
ALTER TABLE "launch_signups" ADD COLUMN "owner_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_referrer_id_launch_signups_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."launch_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_invitee_id_launch_signups_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."launch_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_referrals_referrer_created_idx" ON "waitlist_referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_referrals_flagged_idx" ON "waitlist_referrals" USING btree ("created_at") WHERE "waitlist_referrals"."flag_reason" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "launch_signups_owner_token_idx" ON "launch_signups" USING btree ("owner_token_hash");--> statement-breakpoint
CREATE INDEX "login_attempts_username_time_idx" ON "login_attempts" USING btree (lower("username"),"attempted_at");