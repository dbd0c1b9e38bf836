CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store" varchar(8) NOT NULL,
	"product_id" varchar(200) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"store_key" text NOT NULL,
	"state" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone,
	"auto_renew" boolean,
	"purchased_at" timestamp with time zone NOT NULL,
	"environment" varchar(12) NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"extras_granted" integer DEFAULT 0 NOT NULL,
	"extras_reclaimed" integer DEFAULT 0 NOT NULL,
	"extras_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_extras_nonnegative" CHECK ("entitlements"."extras_granted" >= 0 AND "entitlements"."extras_reclaimed" >= 0 AND "entitlements"."extras_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"app_account_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_accounts_app_account_token_unique" UNIQUE("app_account_token")
);
--> statement-breakpoint
CREATE TABLE "store_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(8) NOT NULL,
	"event_id" varchar(300) NOT NULL,
	"type" varchar(64) NOT NULL,
	"subtype" varchar(64),
	"signed_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"entitlement_id" integer,
	"outcome" varchar(16) NOT NULL,
	"state_after" varchar(16),
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_accounts" ADD CONSTRAINT "store_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_store_key_unique" ON "entitlements" USING btree ("store","store_key");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_events_event_unique" ON "store_events" USING btree ("store","event_id");--> statement-breakpoint
CREATE INDEX "store_events_user_idx" ON "store_events" USING btree ("user_id","signed_at");