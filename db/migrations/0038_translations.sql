CREATE TABLE "translation_strings" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue" varchar(32) NOT NULL,
	"key" varchar(120) NOT NULL,
	"locale" varchar(8) NOT NULL,
	"text" text NOT NULL,
	"source_hash" varchar(16) NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"written_by" varchar(64) NOT NULL,
	"published_text" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by" varchar(64),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_strings_locale" CHECK ("translation_strings"."locale" IN ('ar','ur','id','bn','tr','ms','fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translation_strings_string_idx" ON "translation_strings" USING btree ("catalogue","key","locale");--> statement-breakpoint
CREATE INDEX "translation_strings_unpublished_idx" ON "translation_strings" USING btree ("id") WHERE "translation_strings"."published_text" IS DISTINCT FROM "translation_strings"."text";