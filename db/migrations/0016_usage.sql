CREATE TABLE "quiz_question_usage" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"last_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_question_usage_answered" CHECK ("quiz_question_usage"."answered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_question_usage" ADD CONSTRAINT "quiz_question_usage_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP COLUMN "usage_count";