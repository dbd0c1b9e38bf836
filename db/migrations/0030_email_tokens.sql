CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"signup_id" integer,
	"newsletter_id" integer,
	"email" text,
	"email_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_purpose" CHECK ("email_tokens"."purpose" IN ('confirm', 'privacy_export', 'privacy_delete')),
	CONSTRAINT "email_tokens_target" CHECK (("email_tokens"."purpose" = 'confirm' AND num_nonnulls("email_tokens"."signup_id", "email_tokens"."newsletter_id") = 1) OR ("email_tokens"."purpose" <> 'confirm' AND ("email_tokens"."email" IS NOT NULL OR "email_tokens"."used_at" IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_signup_id_launch_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."launch_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_newsletter_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_signup_idx" ON "email_tokens" USING btree ("signup_id","created_at");--> statement-breakpoint
CREATE INDEX "email_tokens_newsletter_idx" ON "email_tokens" USING btree ("newsletter_id","created_at");--> statement-breakpoint
CREATE INDEX "email_tokens_email_hash_idx" ON "email_tokens" USING btree ("email_hash","created_at");