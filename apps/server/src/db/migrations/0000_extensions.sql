-- Extensions the schema relies on: exclusion constraints on ranges (btree_gist), fuzzy search
-- (pg_trgm) and case-insensitive text such as e-mail addresses (citext). All three are trusted
-- extensions, so a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
