CREATE TABLE "availabilities" (
	"owner_user_id" uuid PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"date_overrides" jsonb NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"booking_window_days" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"seats" integer,
	"session_location_type" text NOT NULL,
	"office_location_id" text,
	"cancellation_limit_hours" integer NOT NULL,
	"cancellation_fee_type" text NOT NULL,
	"cancellation_fee_amount" integer NOT NULL,
	"bookable_online" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_types_seats_for_groups" CHECK (("session_types"."kind" = 'group') = ("session_types"."seats" is not null))
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_types_owner_label_key" ON "session_types" USING btree ("owner_user_id",lower("label"));