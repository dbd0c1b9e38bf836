ALTER TABLE "users" ADD COLUMN "start_level_position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "kind" varchar(16) DEFAULT 'count' NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "theme" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_start_level_nonnegative" CHECK ("users"."start_level_position" >= 0);--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_kind_theme" CHECK (("badges"."kind" IN ('count', 'streak') AND "badges"."theme" IS NULL) OR ("badges"."kind" = 'theme' AND "badges"."theme" IN ('faith', 'hope', 'patience', 'gratitude', 'family', 'charity')));--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_streak_days" CHECK ("badges"."kind" <> 'streak' OR "badges"."required_days" >= 1);