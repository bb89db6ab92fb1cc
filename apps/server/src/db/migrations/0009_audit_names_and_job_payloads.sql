-- Audit actions follow one scheme, <domain>.<verb>: rows written before it used sign_in and
-- sign_out, which the audit answers' closed list of actions would refuse.
UPDATE "audit_events" SET "action" = 'session.' || "action" WHERE "action" IN ('sign_in', 'sign_out');
--> statement-breakpoint
-- A finished job keeps no payload (a mail's carries a sign-in or reset link).
UPDATE "jobs" SET "payload" = '{}'::jsonb WHERE "state" = 'succeeded';
