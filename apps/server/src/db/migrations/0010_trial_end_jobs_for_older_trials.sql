-- Trials started before trial ends became jobs have no job to end them: queue one each, at
-- the end of the trial, under the key a new trial's job has (so never twice).
INSERT INTO "jobs" ("id", "kind", "payload", "state", "run_at", "attempts", "max_attempts", "idempotency_key", "created_at")
SELECT gen_random_uuid(), 'subscriptions.trial_end', jsonb_build_object('subscription_id', "id"), 'queued',
       "current_period_end", 0, 5, 'trial-end:' || "id", now()
FROM "subscriptions"
WHERE "provider" = 'trial' AND "terminated_time" IS NULL
ON CONFLICT ("idempotency_key") DO NOTHING;
