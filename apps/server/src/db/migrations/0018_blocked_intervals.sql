CREATE TABLE "blocked_intervals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blocked_intervals_ends_after_start" CHECK ("blocked_intervals"."ends_at" > "blocked_intervals"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "blocked_intervals" ADD CONSTRAINT "blocked_intervals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_intervals_owner_idx" ON "blocked_intervals" USING btree ("owner_user_id","starts_at");