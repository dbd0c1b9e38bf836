ALTER TABLE "analytics_daily" ADD COLUMN "locale" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "locale" varchar(8);--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "edition_texts" jsonb;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_pk";
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","metric","source","dim","locale");