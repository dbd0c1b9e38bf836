CREATE TABLE "quran_reading" (
	"user_id" integer NOT NULL,
	"surah" smallint NOT NULL,
	"ayahs_read" smallint NOT NULL,
	"last_ayah" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quran_reading_pk" PRIMARY KEY("user_id","surah"),
	CONSTRAINT "quran_reading_surah_range" CHECK ("quran_reading"."surah" BETWEEN 1 AND 114),
	CONSTRAINT "quran_reading_ayahs_range" CHECK ("quran_reading"."ayahs_read" BETWEEN 1 AND 286 AND "quran_reading"."last_ayah" BETWEEN 1 AND 286)
);
--> statement-breakpoint
CREATE TABLE "quran_reading_days" (
	"user_id" integer NOT NULL,
	"read_on" date NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	CONSTRAINT "quran_reading_days_pk" PRIMARY KEY("user_id","read_on")
);
--> statement-breakpoint
ALTER TABLE "quran_reading" ADD CONSTRAINT "quran_reading_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quran_reading_days" ADD CONSTRAINT "quran_reading_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;