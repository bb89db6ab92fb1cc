CREATE TABLE "blog_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"body_markdown" text NOT NULL,
	"reading_time_minutes" integer NOT NULL,
	"author_display_name" text NOT NULL,
	"author_user_id" uuid,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_entries_published_has_date" CHECK ("blog_entries"."status" <> 'published' or "blog_entries"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "blog_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"suggested_title" text NOT NULL,
	"category" text NOT NULL,
	"author_bio" text NOT NULL,
	"document_url" text,
	"draft_key" text,
	"draft_file_name" text,
	"draft_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_submissions_file_or_link" CHECK (("blog_submissions"."document_url" is null) <> ("blog_submissions"."draft_key" is null))
);
--> statement-breakpoint
CREATE TABLE "content_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_entries" ADD CONSTRAINT "blog_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_entries" ADD CONSTRAINT "blog_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_entries_section_url_idx" ON "blog_entries" USING btree ("section","url");--> statement-breakpoint
CREATE INDEX "blog_entries_listing_idx" ON "blog_entries" USING btree ("section","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_entries_author_idx" ON "blog_entries" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "blog_entries_created_by_idx" ON "blog_entries" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "blog_submissions_created_idx" ON "blog_submissions" USING btree ("created_at");