ALTER TABLE "blog_posts" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_reviewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_blog_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_translation_of_idx" ON "blog_posts" USING btree ("translation_of");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_group_language_idx" ON "blog_posts" USING btree (coalesce("translation_of", "id"),"language");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_not_own_translation" CHECK ("blog_posts"."translation_of" <> "blog_posts"."id");