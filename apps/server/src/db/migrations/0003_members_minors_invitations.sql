CREATE TABLE "guardianships" (
	"guardian_user_id" uuid NOT NULL,
	"minor_user_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"is_billing_user" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardianships_guardian_user_id_minor_user_id_pk" PRIMARY KEY("guardian_user_id","minor_user_id")
);
--> statement-breakpoint
CREATE TABLE "care_relationships" (
	"professional_user_id" uuid NOT NULL,
	"member_user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "care_relationships_professional_user_id_member_user_id_pk" PRIMARY KEY("professional_user_id","member_user_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"professional_user_id" uuid NOT NULL,
	"email" "citext",
	"first_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "invites_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "invites_kind_check" CHECK ("invites"."kind" in ('invite', 'patient_chart')),
	CONSTRAINT "invites_chart_email_check" CHECK ("invites"."kind" = 'invite' or "invites"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"dob" date,
	"gender" text,
	"sex" text,
	"phone_number" text,
	"insurance_provider" text,
	"insurance_group_id" text,
	"insurance_member_id" text,
	"biography" text,
	"home_address_line1" text,
	"country" text DEFAULT 'US' NOT NULL,
	"home_state" text,
	"home_city" text,
	"home_zipcode" text,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "acting_minor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "acting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_minor_user_id_users_id_fk" FOREIGN KEY ("minor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_professional_user_id_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_professional_user_id_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardianships_minor_idx" ON "guardianships" USING btree ("minor_user_id");--> statement-breakpoint
CREATE INDEX "care_relationships_member_idx" ON "care_relationships" USING btree ("member_user_id");--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_acting_minor_user_id_users_id_fk" FOREIGN KEY ("acting_minor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('confirm_email', 'reset_password', 'complete_signup'));