CREATE TABLE "referral_active_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"today" date NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_active_window_one_row" CHECK ("referral_active_window"."id")
);
--> statement-breakpoint
ALTER TABLE "referral_inviter_stats" DROP CONSTRAINT "referral_inviter_stats_counts";--> statement-breakpoint
ALTER TABLE "referral_inviter_stats" ADD COLUMN "active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_active_idx" ON "referral_inviter_stats" USING btree ("active",('u' || user_id::text));--> statement-breakpoint
CREATE INDEX "referral_inviter_stats_retention_idx" ON "referral_inviter_stats" USING btree ((coalesce(round(active * 100.0 / nullif(signups, 0), 1), 0)::float8),('u' || user_id::text));--> statement-breakpoint
ALTER TABLE "referral_inviter_stats" ADD CONSTRAINT "referral_inviter_stats_counts" CHECK ("referral_inviter_stats"."invites" > 0 AND "referral_inviter_stats"."signups" >= 0 AND "referral_inviter_stats"."signups" <= "referral_inviter_stats"."invites" AND "referral_inviter_stats"."active" >= 0 AND "referral_inviter_stats"."active" <= "referral_inviter_stats"."signups");