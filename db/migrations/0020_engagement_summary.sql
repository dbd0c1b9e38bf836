CREATE TABLE "activity_day_counts" (
	"day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "activity_day_counts_day_status_pk" PRIMARY KEY("day","status"),
	CONSTRAINT "activity_day_counts_users" CHECK ("activity_day_counts"."users" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_month_counts" (
	"month" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "activity_month_counts_month_status_pk" PRIMARY KEY("month","status"),
	CONSTRAINT "activity_month_counts_users" CHECK ("activity_month_counts"."users" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"signup_day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"retained_weeks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_users_span" CHECK ("activity_users"."first_day" <= "activity_users"."last_day")
);
--> statement-breakpoint
CREATE TABLE "signup_day_counts" (
	"signup_day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "signup_day_counts_signup_day_status_pk" PRIMARY KEY("signup_day","status"),
	CONSTRAINT "signup_day_counts_users" CHECK ("signup_day_counts"."users" >= 0)
);
--> statement-breakpoint
DROP INDEX "activity_user_days_retention_idx";--> statement-breakpoint
ALTER TABLE "activity_users" ADD CONSTRAINT "activity_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_users_last_day_idx" ON "activity_users" USING btree ("last_day");--> statement-breakpoint
CREATE INDEX "activity_users_signup_idx" ON "activity_users" USING btree ("signup_day");--> statement-breakpoint
CREATE INDEX "activity_user_days_signup_idx" ON "activity_user_days" USING btree ("signup_day","day");--> statement-breakpoint
CREATE INDEX "activity_user_months_signup_idx" ON "activity_user_months" USING btree ("signup_day","month");