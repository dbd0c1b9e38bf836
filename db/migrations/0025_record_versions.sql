CREATE TABLE "spiritual_level_set" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by" varchar(64),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spiritual_level_set_single_row" CHECK ("spiritual_level_set"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "thawab_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "thawab_tasks" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "thawab_tasks" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_goals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_goals" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "circle_goals" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;