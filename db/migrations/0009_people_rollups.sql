CREATE TABLE "referral_inviter_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"invites" integer NOT NULL,
	"signups" integer NOT NULL,
	"last_invite_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_inviter_stats_counts" CHECK ("referral_inviter_stats"."invites" > 0 AND "referral_inviter_stats"."signups" >= 0 AND "referral_inviter_stats"."signups" <= "referral_inviter_stats"."invites")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "circle_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_inviter_stats" ADD CONSTRAINT "referral_inviter_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_invites_idx" ON "referral_inviter_stats" USING btree ("invites","user_id");--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_signups_idx" ON "referral_inviter_stats" USING btree ("signups","user_id");--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_last_idx" ON "referral_inviter_stats" USING btree ("last_invite_at","user_id");--> statement-breakpoint
CREATE INDEX "users_circle_rank_idx" ON "users" USING btree ("circle_rank","id");--> statement-breakpoint
CREATE INDEX "users_referral_count_idx" ON "users" USING btree ("referral_count","id");