DROP INDEX "directory_listings_search_idx";--> statement-breakpoint
DROP INDEX "directory_listings_name_trgm_idx";--> statement-breakpoint
DROP INDEX "directory_listings_states_idx";--> statement-breakpoint
DROP INDEX "directory_listings_specialty_idx";--> statement-breakpoint
DROP INDEX "directory_listings_insurance_idx";--> statement-breakpoint
DROP INDEX "directory_listings_languages_idx";--> statement-breakpoint
DROP INDEX "directory_listings_issues_idx";--> statement-breakpoint
DROP INDEX "directory_listings_approaches_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_search_idx" ON "directory_listings" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_name_trgm_idx" ON "directory_listings" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_states_idx" ON "directory_listings" USING gin ("states_licensed") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_specialty_idx" ON "directory_listings" USING gin ("specialty_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_insurance_idx" ON "directory_listings" USING gin ("insurance_accepted") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_languages_idx" ON "directory_listings" USING gin ("languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_issues_idx" ON "directory_listings" USING gin ("issues_treated") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_listings_approaches_idx" ON "directory_listings" USING gin ("approaches") WITH (fastupdate=false);