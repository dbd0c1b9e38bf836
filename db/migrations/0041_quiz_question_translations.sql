ALTER TABLE "quiz_questions" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_bank_versions" ADD COLUMN "texts_key" varchar(16);