CREATE TABLE "activity_circle_days" (
	"day" date NOT NULL,
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"morning" integer DEFAULT 0 NOT NULL,
	"afternoon" integer DEFAULT 0 NOT NULL,
	"evening" integer DEFAULT 0 NOT NULL,
	"night" integer DEFAULT 0 NOT NULL,
	"signup_day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	CONSTRAINT "activity_circle_days_day_circle_id_user_id_pk" PRIMARY KEY("day","circle_id","user_id"),
	CONSTRAINT "activity_circle_days_counts" CHECK ("activity_circle_days"."morning" >= 0 AND "activity_circle_days"."afternoon" >= 0 AND "activity_circle_days"."evening" >= 0 AND "activity_circle_days"."night" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_user_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"actions" integer NOT NULL,
	"signup_day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	CONSTRAINT "activity_user_days_day_user_id_pk" PRIMARY KEY("day","user_id"),
	CONSTRAINT "activity_user_days_actions_positive" CHECK ("activity_user_days"."actions" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_user_months" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"actions" integer NOT NULL,
	"signup_day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	CONSTRAINT "activity_user_months_month_user_id_pk" PRIMARY KEY("month","user_id"),
	CONSTRAINT "activity_user_months_actions_positive" CHECK ("activity_user_months"."actions" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_circle_days" ADD CONSTRAINT "activity_circle_days_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_circle_days" ADD CONSTRAINT "activity_circle_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_user_days" ADD CONSTRAINT "activity_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_user_months" ADD CONSTRAINT "activity_user_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_circle_days_user_idx" ON "activity_circle_days" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_circle_days_circle_idx" ON "activity_circle_days" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "activity_user_days_user_idx" ON "activity_user_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "activity_user_days_retention_idx" ON "activity_user_days" USING btree ("signup_day","day","user_id") WHERE "activity_user_days"."day" - "activity_user_days"."signup_day" BETWEEN 7 AND 34;--> statement-breakpoint
CREATE INDEX "activity_user_months_user_idx" ON "activity_user_months" USING btree ("user_id");