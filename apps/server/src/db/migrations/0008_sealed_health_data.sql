CREATE TABLE "data_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kek_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ALTER COLUMN "dob" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ALTER COLUMN "dob" SET DATA TYPE text;