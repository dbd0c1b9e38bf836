CREATE TABLE "analytics_badge_summary" (
	"period" varchar(8) NOT NULL,
	"segment" varchar(8) NOT NULL,
	"badge_id" integer NOT NULL,
	"earned_by" integer NOT NULL,
	"earned_in_period" integer NOT NULL,
	CONSTRAINT "analytics_badge_summary_pk" PRIMARY KEY("period","segment","badge_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_deeds_refresh" (
	"period" varchar(8) NOT NULL,
	"segment" varchar(8) NOT NULL,
	"today" date NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_day" date NOT NULL,
	"second_half_from" date NOT NULL,
	"total_completions" integer NOT NULL,
	"completing_users" integer NOT NULL,
	"active_users" integer NOT NULL,
	"badges_earned" integer NOT NULL,
	"badges_from_day" date NOT NULL,
	CONSTRAINT "analytics_deeds_refresh_pk" PRIMARY KEY("period","segment")
);
--> statement-breakpoint
CREATE TABLE "analytics_thawab_daily" (
	"period" varchar(8) NOT NULL,
	"segment" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"completions" integer NOT NULL,
	CONSTRAINT "analytics_thawab_daily_pk" PRIMARY KEY("period","segment","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_thawab_summary" (
	"period" varchar(8) NOT NULL,
	"segment" varchar(8) NOT NULL,
	"task_id" integer NOT NULL,
	"completions" integer NOT NULL,
	"users" integer NOT NULL,
	"first_half" integer NOT NULL,
	"retained" integer NOT NULL,
	CONSTRAINT "analytics_thawab_summary_pk" PRIMARY KEY("period","segment","task_id")
);
--> statement-breakpoint
CREATE TABLE "thawab_completions" (
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"completed_on" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"xp" integer NOT NULL,
	CONSTRAINT "thawab_completions_pk" PRIMARY KEY("user_id","task_id","completed_on"),
	CONSTRAINT "thawab_completions_xp_range" CHECK ("thawab_completions"."xp" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "badges" DROP CONSTRAINT "badges_counts";--> statement-breakpoint
ALTER TABLE "analytics_badge_summary" ADD CONSTRAINT "analytics_badge_summary_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_thawab_summary" ADD CONSTRAINT "analytics_thawab_summary_task_id_thawab_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."thawab_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thawab_completions" ADD CONSTRAINT "thawab_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thawab_completions" ADD CONSTRAINT "thawab_completions_task_id_thawab_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."thawab_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thawab_completions_day_task_user_idx" ON "thawab_completions" USING btree ("completed_on","task_id","user_id");--> statement-breakpoint
CREATE INDEX "thawab_completions_task_idx" ON "thawab_completions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "user_badges_badge_earned_user_idx" ON "user_badges" USING btree ("badge_id","earned_at","user_id");--> statement-breakpoint
ALTER TABLE "badges" DROP COLUMN "earned_by_count";--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_counts" CHECK ("badges"."required_count" >= 1 AND "badges"."required_days" >= 0);