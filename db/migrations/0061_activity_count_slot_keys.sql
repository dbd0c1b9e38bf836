ALTER TABLE "activity_day_counts" DROP CONSTRAINT "activity_day_counts_day_status_pk";--> statement-breakpoint
ALTER TABLE "activity_month_counts" DROP CONSTRAINT "activity_month_counts_month_status_pk";--> statement-breakpoint
ALTER TABLE "activity_day_counts" ADD CONSTRAINT "activity_day_counts_day_status_slot_pk" PRIMARY KEY("day","status","slot");--> statement-breakpoint
ALTER TABLE "activity_month_counts" ADD CONSTRAINT "activity_month_counts_month_status_slot_pk" PRIMARY KEY("month","status","slot");