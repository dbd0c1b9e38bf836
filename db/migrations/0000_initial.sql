CREATE TABLE "ayah_dedications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer,
	"recipient_name" varchar(100) NOT NULL,
	"dedicator_name" varchar(100) NOT NULL,
	"message" text,
	"surah_name" varchar(100) NOT NULL,
	"ayah_number" integer NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_displayed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(255) NOT NULL,
	"excerpt" text NOT NULL,
	"category" varchar(64) NOT NULL,
	"author" varchar(120) NOT NULL,
	"author_bio" text,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"date" varchar(64),
	"read_time" varchar(32),
	"image" text,
	"cover_image" text,
	"cover_image_alt" text,
	"content" text NOT NULL,
	"meta_title" varchar(255),
	"meta_description" text,
	"og_title" varchar(255),
	"og_description" text,
	"og_image" text,
	"publish_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allow_indexing" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "circle_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"invite_code" text,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"group_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quran_challenges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activity_feed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "circles_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "dua_quota" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"requests_used" integer DEFAULT 0 NOT NULL,
	"extra_requests_purchased" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dua_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"intention" varchar(50) NOT NULL,
	"recipient_name" varchar(100),
	"personal_note" text,
	"dua_content" text NOT NULL,
	"ayah_reference" varchar(100),
	"audio_url" varchar(500),
	"is_saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"phone_number" varchar(32),
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"source" varchar(64) NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiz_answers" jsonb,
	"referral_code" varchar(16),
	"referred_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_signups_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "live_prayer_listeners" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"ip_address" varchar(45),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_prayer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"surah_name" varchar(100) NOT NULL,
	"surah_number" integer NOT NULL,
	"current_ayah" integer DEFAULT 1 NOT NULL,
	"total_ayahs" integer NOT NULL,
	"audio_url" varchar(500),
	"is_live" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"listener_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" varchar(45) NOT NULL,
	"username" varchar(64),
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz" varchar(32) NOT NULL,
	"score" integer NOT NULL,
	"level" varchar(64) NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"display_name" varchar(120) NOT NULL,
	"role" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_dedication_quota" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"dedications_used" integer DEFAULT 0 NOT NULL,
	"extra_dedications_purchased" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"location" text NOT NULL,
	"spiritual_level" text,
	"quiz_score" integer,
	"themes" text[] DEFAULT ARRAY['faith','hope','patience']::text[] NOT NULL,
	"completed_thawaps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_onboarded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD CONSTRAINT "ayah_dedications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ayah_dedications" ADD CONSTRAINT "ayah_dedications_session_id_live_prayer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_prayer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_requests" ADD CONSTRAINT "circle_requests_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_requests" ADD CONSTRAINT "circle_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dua_quota" ADD CONSTRAINT "dua_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dua_requests" ADD CONSTRAINT "dua_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_signups" ADD CONSTRAINT "launch_signups_referred_by_id_launch_signups_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."launch_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_prayer_listeners" ADD CONSTRAINT "live_prayer_listeners_session_id_live_prayer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_prayer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_prayer_listeners" ADD CONSTRAINT "live_prayer_listeners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dedication_quota" ADD CONSTRAINT "user_dedication_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_status_publish_idx" ON "blog_posts" USING btree ("status","publish_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dua_quota_period_unique" ON "dua_quota" USING btree ("user_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_signups_email_lower_unique" ON "launch_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "launch_signups_referred_by_idx" ON "launch_signups" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_time_idx" ON "login_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quiz_completions_quiz_idx" ON "quiz_completions" USING btree ("quiz");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_username_lower_unique" ON "staff_accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_dedication_quota_period_unique" ON "user_dedication_quota" USING btree ("user_id","year","month");