ALTER TABLE "users" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "spiritual_levels" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "thawab_tasks" ADD COLUMN "translations" jsonb;