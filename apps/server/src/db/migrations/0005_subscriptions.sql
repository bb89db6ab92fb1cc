CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sub_class" text NOT NULL,
	"sub_period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_code" text,
	"declined_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkouts_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkouts_sub_class_check" CHECK ("checkouts"."sub_class" in ('core', 'complete', 'ai-only', 'core-with-ai')),
	CONSTRAINT "checkouts_sub_period_check" CHECK ("checkouts"."sub_period" in ('monthly', 'annual')),
	CONSTRAINT "checkouts_provider_check" CHECK ("checkouts"."provider" in ('simulated', 'stripe')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('open', 'completed', 'declined', 'canceled', 'expired')),
	CONSTRAINT "checkouts_amount_check" CHECK ("checkouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sub_class" text NOT NULL,
	"sub_period" text NOT NULL,
	"coupon_id" text,
	"activated_time" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"terminated_code" text,
	"terminated_time" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"provider_event_at" timestamp with time zone,
	"checkout_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "subscriptions_sub_class_check" CHECK ("subscriptions"."sub_class" in ('core', 'complete', 'ai-only', 'core-with-ai', 'enterprise')),
	CONSTRAINT "subscriptions_sub_period_check" CHECK ("subscriptions"."sub_period" in ('monthly', 'annual')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('trial', 'simulated', 'stripe')),
	CONSTRAINT "subscriptions_terminated_pair_check" CHECK (("subscriptions"."terminated_code" is null) = ("subscriptions"."terminated_time" is null))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_open_per_user_idx" ON "checkouts" USING btree ("user_id") WHERE "checkouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."terminated_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."provider" = 'trial';