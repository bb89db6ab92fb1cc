ALTER TABLE "mail_outbox" ALTER COLUMN "attachments" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "headers" SET DATA TYPE text;