CREATE TABLE "quiz_bank_versions" (
	"version" varchar(16) PRIMARY KEY NOT NULL,
	"banks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "rotation_index" integer;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "priority_index" integer;--> statement-breakpoint
CREATE INDEX "quiz_bank_versions_current_idx" ON "quiz_bank_versions" USING btree ("current_since");--> statement-breakpoint
CREATE INDEX "verses_rotation_idx" ON "verses" USING btree ("rotation_index");--> statement-breakpoint
CREATE INDEX "verses_priority_index_idx" ON "verses" USING btree ("priority_index");