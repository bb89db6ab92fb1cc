CREATE TABLE "cancellation_policies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cancellation_limit_hours" integer NOT NULL,
	"fee_type" text NOT NULL,
	"fee_cents" integer,
	"fee_percent" integer,
	"policy_text" text NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cancellation_policies_fee_type_check" CHECK ("cancellation_policies"."fee_type" in ('none', 'flat', 'percent'))
);
--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;