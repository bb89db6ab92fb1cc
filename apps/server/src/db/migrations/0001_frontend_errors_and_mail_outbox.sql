CREATE TABLE "frontend_error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"live_dev_env" text NOT NULL,
	"url" text NOT NULL,
	"reporter_module" text NOT NULL,
	"context" text NOT NULL,
	"frontend_error" text NOT NULL,
	"user_agent" text,
	"device_id" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text
);
--> statement-breakpoint
CREATE INDEX "frontend_error_reports_created_at_idx" ON "frontend_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree ("to_address","created_at");