CREATE TABLE "directory_listings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"custom_url" text,
	"display_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"credentials" text NOT NULL,
	"has_photo" boolean NOT NULL,
	"states_licensed" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialty_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"telehealth" boolean NOT NULL,
	"in_person" boolean NOT NULL,
	"city" text,
	"next_available" timestamp with time zone NOT NULL,
	"practice_group_name" text,
	"timezone" text NOT NULL,
	"insurance_accepted" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"issues_treated" text[] DEFAULT '{}'::text[] NOT NULL,
	"approaches" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender_identity" text,
	"search" "tsvector" NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"approaches" text[] DEFAULT '{}'::text[] NOT NULL,
	"issues_treated" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurance_accepted" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender_identity" text,
	"custom_url" text,
	"listed" boolean DEFAULT true NOT NULL,
	"photo_key" text,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_search_idx" ON "directory_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "directory_listings_name_trgm_idx" ON "directory_listings" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_listings_states_idx" ON "directory_listings" USING gin ("states_licensed");--> statement-breakpoint
CREATE INDEX "directory_listings_specialty_idx" ON "directory_listings" USING gin ("specialty_keys");--> statement-breakpoint
CREATE INDEX "directory_listings_insurance_idx" ON "directory_listings" USING gin ("insurance_accepted");--> statement-breakpoint
CREATE INDEX "directory_listings_languages_idx" ON "directory_listings" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "directory_listings_issues_idx" ON "directory_listings" USING gin ("issues_treated");--> statement-breakpoint
CREATE INDEX "directory_listings_approaches_idx" ON "directory_listings" USING gin ("approaches");--> statement-breakpoint
CREATE INDEX "directory_listings_next_idx" ON "directory_listings" USING btree ("next_available","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_price_idx" ON "directory_listings" USING btree ("price_min_cents","next_available","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_practice_idx" ON "directory_listings" USING btree (lower("practice_group_name"));--> statement-breakpoint
CREATE INDEX "directory_listings_custom_url_idx" ON "directory_listings" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE UNIQUE INDEX "directory_profiles_custom_url_key" ON "directory_profiles" USING btree (lower("custom_url"));