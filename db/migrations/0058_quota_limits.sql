CREATE TABLE "quota_limits" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"dua_requests_per_month" integer NOT NULL,
	"dedications_per_month" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by" varchar(64),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_limits_single_row" CHECK ("quota_limits"."id" = 1),
	CONSTRAINT "quota_limits_range" CHECK ("quota_limits"."dua_requests_per_month" BETWEEN 0 AND 1000 AND "quota_limits"."dedications_per_month" BETWEEN 0 AND 1000)
);
