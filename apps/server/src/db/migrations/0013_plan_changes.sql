CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_sub_class" text NOT NULL,
	"from_sub_period" text NOT NULL,
	"sub_class" text NOT NULL,
	"sub_period" text NOT NULL,
	"status" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"charged_cents" integer,
	"provider_schedule_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_changes_kind_check" CHECK ("plan_changes"."kind" in ('upgrade', 'downgrade')),
	CONSTRAINT "plan_changes_status_check" CHECK ("plan_changes"."status" in ('scheduled', 'applied', 'canceled')),
	CONSTRAINT "plan_changes_sub_class_check" CHECK ("plan_changes"."sub_class" in ('core', 'complete', 'ai-only', 'core-with-ai')),
	CONSTRAINT "plan_changes_sub_period_check" CHECK ("plan_changes"."sub_period" in ('monthly', 'annual'))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "billing_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_subscription_idx" ON "plan_changes" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_scheduled_idx" ON "plan_changes" USING btree ("subscription_id") WHERE "plan_changes"."status" = 'scheduled';