ALTER TABLE "activity_day_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_month_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;