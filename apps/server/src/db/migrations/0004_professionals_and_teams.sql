CREATE TABLE "office_locations" (
	"user_id" uuid NOT NULL,
	"office_location_id" text NOT NULL,
	"office_name" text NOT NULL,
	"session_location_type" text NOT NULL,
	"video_link" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"telehealth_pos_code" text,
	"telehealth_modifier" text,
	"in_person_pos_code" text,
	"in_person_modifier" text,
	"show_address_to_public" boolean NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "office_locations_user_id_office_location_id_pk" PRIMARY KEY("user_id","office_location_id"),
	CONSTRAINT "office_locations_type_check" CHECK ("office_locations"."session_location_type" in ('telehealth', 'in-person'))
);
--> statement-breakpoint
CREATE TABLE "professional_licenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text,
	"conferring_entity" text NOT NULL,
	"license_number" text NOT NULL,
	"expiration_date" date DEFAULT '2024-01-01' NOT NULL,
	"orchid_pro_type_id" uuid,
	"has_supervision" boolean DEFAULT false NOT NULL,
	"supervisor_name" text,
	"supervisor_npi" text,
	"supervisor_phone" text,
	"supervisor_license_type" text,
	"supervisor_license_number" text
);
--> statement-breakpoint
CREATE TABLE "professional_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name_schema" text DEFAULT 'first_last' NOT NULL,
	"dob" date,
	"signature_legal_first_name" text,
	"signature_legal_last_name" text,
	"business_entity_name" text,
	"office_address_line1" text,
	"office_city" text,
	"office_state" text,
	"office_zipcode" text,
	"mail_address_line1" text,
	"mail_city" text,
	"mail_state" text,
	"mail_zipcode" text,
	"phone_number" text,
	"heard_about_orchid_via" text,
	"agreed_to_terms_of_use" boolean DEFAULT false NOT NULL,
	"confirmed_have_social_security_number_allowed_to_work_in_usa" boolean DEFAULT false NOT NULL,
	"medical_degree" text,
	"practice_group_name" text,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "professional_profiles_practice_group_name_unique" UNIQUE("practice_group_name")
);
--> statement-breakpoint
CREATE TABLE "professional_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'therapist' NOT NULL,
	"specialty" text,
	"sub_specialty" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"marked_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"email" "citext" NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invites_role_check" CHECK ("team_invites"."role" in ('OWNER', 'PRACTICE_SCHEDULER'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('OWNER', 'PRACTICE_SCHEDULER'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teams_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
ALTER TABLE "office_locations" ADD CONSTRAINT "office_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_licenses" ADD CONSTRAINT "professional_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_licenses" ADD CONSTRAINT "professional_licenses_orchid_pro_type_id_professional_types_id_fk" FOREIGN KEY ("orchid_pro_type_id") REFERENCES "public"."professional_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_types" ADD CONSTRAINT "professional_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_licenses_user_idx" ON "professional_licenses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "professional_types_user_idx" ON "professional_types" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_invites_team_idx" ON "team_invites" USING btree ("team_id");