CREATE TABLE "circle_quran_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_ayah" integer NOT NULL,
	"end_ayah" integer NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "circle_quran_assignments_range" CHECK ("circle_quran_assignments"."start_ayah" >= 1 AND "circle_quran_assignments"."end_ayah" >= "circle_quran_assignments"."start_ayah")
);
--> statement-breakpoint
CREATE TABLE "circle_quran_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"surah_name" varchar(100) NOT NULL,
	"total_ayahs" integer NOT NULL,
	"start_ayah" integer NOT NULL,
	"end_ayah" integer NOT NULL,
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "circle_quran_challenges_range" CHECK ("circle_quran_challenges"."start_ayah" >= 1 AND "circle_quran_challenges"."end_ayah" >= "circle_quran_challenges"."start_ayah")
);
--> statement-breakpoint
CREATE TABLE "activity_reactions" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reactions_activity_id_user_id_reaction_pk" PRIMARY KEY("activity_id","user_id","reaction"),
	CONSTRAINT "activity_reactions_kind_known" CHECK ("activity_reactions"."reaction" IN ('heart', 'dua', 'mashallah', 'ameen'))
);
--> statement-breakpoint
ALTER TABLE "circles" DROP CONSTRAINT "circles_invite_code_unique";--> statement-breakpoint
ALTER TABLE "circle_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circle_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "goal_id" integer;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "circle_quran_assignments" ADD CONSTRAINT "circle_quran_assignments_challenge_id_circle_quran_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."circle_quran_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_quran_assignments" ADD CONSTRAINT "circle_quran_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_quran_challenges" ADD CONSTRAINT "circle_quran_challenges_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_activity_id_user_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."user_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_quran_assignments_unique" ON "circle_quran_assignments" USING btree ("challenge_id","user_id","start_ayah");--> statement-breakpoint
CREATE INDEX "circle_quran_assignments_user_idx" ON "circle_quran_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_quran_challenges_circle_idx" ON "circle_quran_challenges" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_reactions_user_idx" ON "activity_reactions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "circle_requests" ADD CONSTRAINT "circle_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_goal_id_circle_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."circle_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_requests_circle_status_idx" ON "circle_requests" USING btree ("circle_id","status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "circles_invite_code_unique" ON "circles" USING btree (upper("invite_code"));--> statement-breakpoint
CREATE INDEX "user_activity_circle_feed_idx" ON "user_activity" USING btree ("circle_id","created_at","id") WHERE "user_activity"."circle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_amount_positive" CHECK ("user_activity"."amount" IS NULL OR "user_activity"."amount" > 0);
