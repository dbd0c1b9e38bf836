ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "inbox_hash" text;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD COLUMN "used_by" varchar(64);--> statement-breakpoint
ALTER TABLE "app_tokens" ADD COLUMN "rotated_pair" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_inbox_idx" ON "mail_outbox" USING btree ("inbox_hash","created_at") WHERE "mail_outbox"."inbox_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" IN ('pending', 'sending', 'sent', 'failed', 'suppressed', 'over_budget'));