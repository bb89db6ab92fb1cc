CREATE TABLE "group_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"appointment_series_id" uuid NOT NULL,
	"session_type_label" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"meeting_price_cents" integer NOT NULL,
	"session_location_type" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_series_appointment_series_id_unique" UNIQUE("appointment_series_id"),
	CONSTRAINT "group_series_seats_positive" CHECK ("group_series"."seats" > 0),
	CONSTRAINT "group_series_no_oversell" CHECK ("group_series"."seats_taken" between 0 and "group_series"."seats")
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD COLUMN "group_series_id" uuid;--> statement-breakpoint
ALTER TABLE "group_series" ADD CONSTRAINT "group_series_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_series" ADD CONSTRAINT "group_series_appointment_series_id_appointment_series_id_fk" FOREIGN KEY ("appointment_series_id") REFERENCES "public"."appointment_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_series_owner_idx" ON "group_series" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_group_series_id_group_series_id_fk" FOREIGN KEY ("group_series_id") REFERENCES "public"."group_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_group_series_idx" ON "booking_holds" USING btree ("group_series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_one_seat_per_member" ON "booking_holds" USING btree ("group_series_id","patient_user_id") WHERE "booking_holds"."status" in ('held', 'pending_payment', 'booked');--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_session_or_seat" CHECK (("booking_holds"."appointment_id" is null) <> ("booking_holds"."group_series_id" is null));