CREATE TABLE "email_unsubscribes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" "citext",
	"category" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_unsubscribes_one_subject" CHECK (num_nonnulls("email_unsubscribes"."user_id", "email_unsubscribes"."email") = 1),
	CONSTRAINT "email_unsubscribes_category_check" CHECK ("email_unsubscribes"."category" in ('reminders', 'product_news', 'blog'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_user_category" ON "email_unsubscribes" USING btree ("user_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_email_category" ON "email_unsubscribes" USING btree ("email","category");