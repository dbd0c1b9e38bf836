CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"icon" varchar(16) NOT NULL,
	"color_class" varchar(16) NOT NULL,
	"required_count" integer NOT NULL,
	"required_days" integer DEFAULT 0 NOT NULL,
	"category" varchar(32) NOT NULL,
	"difficulty" varchar(16) NOT NULL,
	"earned_by_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_counts" CHECK ("badges"."required_count" >= 1 AND "badges"."required_days" >= 0 AND "badges"."earned_by_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz" varchar(32) NOT NULL,
	"code" varchar(40),
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"difficulty" varchar(16) NOT NULL,
	"category" varchar(32) NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "spiritual_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"min_score" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "spiritual_levels_min_range" CHECK ("spiritual_levels"."min_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "thawab_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(32) NOT NULL,
	"xp_value" integer NOT NULL,
	"icon" varchar(16) NOT NULL,
	"scheduling_type" varchar(16) NOT NULL,
	"scheduling_value" varchar(120) NOT NULL,
	"difficulty_level" varchar(16) NOT NULL,
	"min_level" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thawab_xp_range" CHECK ("thawab_tasks"."xp_value" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "verses" (
	"id" serial PRIMARY KEY NOT NULL,
	"surah" smallint NOT NULL,
	"ayah_number" varchar(100) NOT NULL,
	"ayah_from" smallint NOT NULL,
	"arabic" text NOT NULL,
	"translation" text NOT NULL,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"scheduled_date" date,
	"is_widget_priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verses_scheduled_date_unique" UNIQUE("scheduled_date"),
	CONSTRAINT "verses_surah_range" CHECK ("verses"."surah" BETWEEN 1 AND 114)
);
--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz","difficulty");--> statement-breakpoint
CREATE UNIQUE INDEX "spiritual_levels_position_unique" ON "spiritual_levels" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "spiritual_levels_name_lower_unique" ON "spiritual_levels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "thawab_active_idx" ON "thawab_tasks" USING btree ("is_active","scheduling_type");--> statement-breakpoint
CREATE INDEX "verses_priority_idx" ON "verses" USING btree ("id") WHERE "verses"."is_widget_priority";--> statement-breakpoint
CREATE INDEX "verses_reference_idx" ON "verses" USING btree ("surah","ayah_from");