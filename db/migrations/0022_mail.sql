CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"message_id" text NOT NULL,
	"to_address" text NOT NULL,
	"recipient_hash" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"is_list" boolean DEFAULT false NOT NULL,
	"list_unsubscribe_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"provider_response" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" IN ('pending', 'sending', 'sent', 'failed', 'suppressed')),
	CONSTRAINT "mail_outbox_list_url" CHECK (NOT "mail_outbox"."is_list" OR "mail_outbox"."list_unsubscribe_url" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_scope" CHECK ("mail_suppressions"."scope" IN ('all', 'list')),
	CONSTRAINT "mail_suppressions_reason" CHECK ("mail_suppressions"."reason" IN ('hard_bounce', 'complaint', 'unsubscribe', 'deleted', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_lease_idx" ON "mail_outbox" USING btree ("lease_expires_at") WHERE "mail_outbox"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient_hash");