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
ALTER TABLE "invitations" ADD COLUMN "invitee_last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_inviter_stats" ADD CONSTRAINT "referral_inviter_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_invites_idx" ON "referral_inviter_stats" USING btree ("invites",('u' || user_id::text));--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_signups_idx" ON "referral_inviter_stats" USING btree ("signups",('u' || user_id::text));--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_last_idx" ON "referral_inviter_stats" USING btree ("last_invite_at",('u' || user_id::text));--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_conversion_idx" ON "referral_inviter_stats" USING btree ((round(signups * 100.0 / invites, 1)::float8),('u' || user_id::text));--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower(name),('u' || id::text));--> statement-breakpoint
CREATE INDEX "users_circle_rank_idx" ON "users" USING btree ("circle_rank","id");--> statement-breakpoint
CREATE INDEX "users_referral_count_idx" ON "users" USING btree ("referral_count","id");--> statement-breakpoint
CREATE INDEX "invitations_active_idx" ON "invitations" USING btree ("invitee_last_active_at","inviter_id") WHERE "invitations"."signed_up_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invitations_inviter_active_idx" ON "invitations" USING btree ("inviter_id","invitee_last_active_at") WHERE "invitations"."signed_up_at" IS NOT NULL;