CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"preheader" varchar(200) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"html" text,
	"text" text,
	"audience_cursor" integer,
	"post_id" integer,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by" varchar(64),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" IN ('draft', 'scheduled', 'sending', 'paused', 'sent')),
	CONSTRAINT "campaigns_scheduled_at" CHECK ("campaigns"."status" <> 'scheduled' OR "campaigns"."scheduled_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_list_url";--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "signup_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("scheduled_at") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_signup_id_launch_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."launch_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_signups_email_sort_idx" ON "launch_signups" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "newsletter_email_sort_idx" ON "newsletter_subscriptions" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending' AND "mail_outbox"."campaign_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_idx" ON "mail_outbox" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending' AND "mail_outbox"."campaign_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_parts" CHECK (("mail_outbox"."html" IS NOT NULL AND "mail_outbox"."text" IS NOT NULL) OR "mail_outbox"."campaign_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_list_url" CHECK (NOT "mail_outbox"."is_list" OR "mail_outbox"."list_unsubscribe_url" IS NOT NULL OR "mail_outbox"."campaign_id" IS NOT NULL);