ALTER TABLE "app_tokens" ADD COLUMN "used_by" varchar(64);--> statement-breakpoint
ALTER TABLE "app_tokens" ADD COLUMN "rotated_pair" text;