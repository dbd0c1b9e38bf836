CREATE TABLE "circle_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_count" integer NOT NULL,
	"current_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "circle_goals_target_positive" CHECK ("circle_goals"."target_count" > 0),
	CONSTRAINT "circle_goals_current_nonnegative" CHECK ("circle_goals"."current_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "circle_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) DEFAULT 'Member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "circle_members_role_known" CHECK ("circle_members"."role" IN ('Creator', 'Admin', 'Member'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer,
	"invitee_email" varchar(254),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_up_at" timestamp with time zone,
	CONSTRAINT "invitations_signup_after_send" CHECK ("invitations"."signed_up_at" IS NULL OR "invitations"."signed_up_at" >= "invitations"."sent_at")
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"circle_id" integer,
	"type" varchar(32) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_activity_type_known" CHECK ("user_activity"."type" IN ('thawap_completed', 'goal_contribution', 'quran_completed', 'blessing_sent', 'member_joined'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" varchar(254) NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "barakah_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" varchar(16) DEFAULT 'Free User' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_goals" ADD CONSTRAINT "circle_goals_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_goals_circle_idx" ON "circle_goals" USING btree ("circle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_members_circle_user_unique" ON "circle_members" USING btree ("circle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_members_one_creator" ON "circle_members" USING btree ("circle_id") WHERE "circle_members"."role" = 'Creator';--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_invitee_unique" ON "invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "user_activity_user_created_idx" ON "user_activity" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_activity_circle_user_idx" ON "user_activity" USING btree ("circle_id","user_id","type") WHERE "user_activity"."circle_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "circles_admin_idx" ON "circles" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "circles_type_created_idx" ON "circles" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "circles_created_idx" ON "circles" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING btree ("location","id");--> statement-breakpoint
CREATE INDEX "users_level_rank_idx" ON "users" USING btree (coalesce(array_position(ARRAY['Waking Soul', 'Seeking Soul', 'Awakening Mind', 'Growing Spirit', 'Steady Journeyer', 'Tranquil Heart', 'Sincere Seeker', 'Barakah Builder', 'Luminous Soul']::text[], spiritual_level), 0),"id");--> statement-breakpoint
CREATE INDEX "users_streak_idx" ON "users" USING btree ("streak","id");--> statement-breakpoint
CREATE INDEX "users_score_idx" ON "users" USING btree ("barakah_score","id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_streak_nonnegative" CHECK ("users"."streak" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_score_nonnegative" CHECK ("users"."barakah_score" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_known" CHECK ("users"."status" IN ('Free User', 'Premium User', 'Lifetime User'));