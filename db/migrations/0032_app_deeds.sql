ALTER TABLE "thawab_completions" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "user_badges" ADD COLUMN "displayed" boolean DEFAULT false NOT NULL;