CREATE TABLE "ayah_dedication_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedication_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "surah_number" integer;--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "reject_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "moderated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_listeners" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "status" varchar(16) DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "reciter" varchar(100);--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "first_ayah" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "last_ayah" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "ayah_timings" jsonb;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "timings_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "created_by" varchar(64);--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "changed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ayah_dedication_reports" ADD CONSTRAINT "ayah_dedication_reports_dedication_id_ayah_dedications_id_fk" FOREIGN KEY ("dedication_id") REFERENCES "public"."ayah_dedications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ayah_dedication_reports" ADD CONSTRAINT "ayah_dedication_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ayah_dedication_reports_once" ON "ayah_dedication_reports" USING btree ("dedication_id","user_id");--> statement-breakpoint
CREATE INDEX "ayah_dedications_session_status" ON "ayah_dedications" USING btree ("session_id","status","approved_at");--> statement-breakpoint
CREATE INDEX "ayah_dedications_user" ON "ayah_dedications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_prayer_listeners_session_user" ON "live_prayer_listeners" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "live_prayer_listeners_session_seen" ON "live_prayer_listeners" USING btree ("session_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "live_prayer_sessions_status_start" ON "live_prayer_sessions" USING btree ("status","start_time");--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD CONSTRAINT "ayah_dedications_status_known" CHECK ("ayah_dedications"."status" IN ('pending', 'approved', 'rejected', 'removed'));--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD CONSTRAINT "ayah_dedications_is_displayed" CHECK ("ayah_dedications"."is_displayed" = ("ayah_dedications"."status" = 'approved'));--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD CONSTRAINT "live_prayer_sessions_status_known" CHECK ("live_prayer_sessions"."status" IN ('scheduled', 'live', 'ended'));--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD CONSTRAINT "live_prayer_sessions_is_live" CHECK ("live_prayer_sessions"."is_live" = ("live_prayer_sessions"."status" = 'live'));--> statement-breakpoint
ALTER TABLE "live_prayer_sessions" ADD CONSTRAINT "live_prayer_sessions_range" CHECK ("live_prayer_sessions"."first_ayah" >= 1 AND "live_prayer_sessions"."last_ayah" >= "live_prayer_sessions"."first_ayah" AND "live_prayer_sessions"."total_ayahs" = "live_prayer_sessions"."last_ayah" - "live_prayer_sessions"."first_ayah" + 1);