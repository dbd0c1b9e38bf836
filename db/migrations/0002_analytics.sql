CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" varchar(24) NOT NULL,
	"source" varchar(40) NOT NULL,
	"dim" varchar(200) DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","metric","source","dim")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"type" varchar(24) NOT NULL,
	"source" varchar(40) NOT NULL,
	"path" varchar(32),
	"quiz" varchar(16),
	"question_id" varchar(64),
	"position" smallint,
	"score_band" varchar(8),
	"waitlist_source" varchar(24),
	"slug" varchar(200),
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."type" in ('page_view', 'quiz_started', 'question_answered', 'quiz_completed', 'waitlist_joined', 'referral_opened', 'referral_converted', 'blog_read'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	CONSTRAINT "analytics_visitors_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_metric_day_idx" ON "analytics_daily" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");