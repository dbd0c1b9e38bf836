ALTER TABLE "app_sign_in_codes" ADD COLUMN "challenge_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD COLUMN "unbound_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "app_sign_in_codes_challenge_unique" ON "app_sign_in_codes" USING btree ("challenge_hash");--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD CONSTRAINT "app_sign_in_codes_unbound_failures_range" CHECK ("app_sign_in_codes"."unbound_failures" BETWEEN 0 AND 5);