CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"patient_user_id" uuid NOT NULL,
	"payer_user_id" uuid NOT NULL,
	"session_type_label" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"length_minutes" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"coupon_id" uuid,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"checkout_session_id" text,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_holds_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "booking_holds_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"labels" jsonb NOT NULL,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_within_max" CHECK ("coupons"."max_redemptions" is null or "coupons"."times_redeemed" <= "coupons"."max_redemptions"),
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "hold_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hold_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"intent_id" text NOT NULL,
	"client_secret_hash" text,
	"payment_method_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hold_payments_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "hold_payments_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "hold_payments_refund_within_amount" CHECK ("hold_payments"."refunded_cents" between 0 and "hold_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"owner_user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_payments" ADD CONSTRAINT "hold_payments_hold_id_booking_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."booking_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_payer_idx" ON "booking_holds" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "booking_holds_owner_idx" ON "booking_holds" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "booking_holds_patient_idx" ON "booking_holds" USING btree ("patient_user_id");--> statement-breakpoint
CREATE INDEX "booking_holds_coupon_idx" ON "booking_holds" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_owner_name_key" ON "coupons" USING btree ("owner_user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
-- A member's hold while paying (needs_payment) blocks the time like any live session; a hold
-- never paid (was_not_paid) frees it, as cancelled sessions do (contracts' FREED_STATUSES).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
	"owner_user_id" WITH =,
	tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" NOT IN ('cancelled_patient', 'cancelled_patient_awaiting_transfer', 'cancelled_patient_manual_transfer', 'cancelled_orchid_pro', 'cancelled_pro_no_join', 'was_not_paid'));
