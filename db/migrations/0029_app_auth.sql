CREATE TABLE "app_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "app_sign_in_codes_attempts_range" CHECK ("app_sign_in_codes"."failed_attempts" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "app_token_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "app_tokens_kind_known" CHECK ("app_tokens"."kind" IN ('access', 'refresh'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ALTER COLUMN "invitee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "launch_signup_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD COLUMN "invitee_user_id" integer;--> statement-breakpoint
ALTER TABLE "app_token_families" ADD CONSTRAINT "app_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_family_id_app_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."app_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_sign_in_codes_email_idx" ON "app_sign_in_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "app_sign_in_codes_ip_idx" ON "app_sign_in_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "app_token_families_user_idx" ON "app_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_tokens_family_idx" ON "app_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "app_tokens_expires_idx" ON "app_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_launch_signup_id_launch_signups_id_fk" FOREIGN KEY ("launch_signup_id") REFERENCES "public"."launch_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_launch_signup_unique" ON "users" USING btree ("launch_signup_id");--> statement-breakpoint
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_invitee_user_id_unique" UNIQUE("invitee_user_id");