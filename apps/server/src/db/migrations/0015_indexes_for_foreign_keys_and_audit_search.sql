CREATE INDEX "user_sessions_acting_minor_idx" ON "user_sessions" USING btree ("acting_minor_user_id");--> statement-breakpoint
CREATE INDEX "invites_professional_idx" ON "invites" USING btree ("professional_user_id");--> statement-breakpoint
CREATE INDEX "professional_licenses_type_idx" ON "professional_licenses" USING btree ("orchid_pro_type_id");--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_invites_invited_by_idx" ON "team_invites" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_id_idx" ON "audit_events" USING btree ("subject_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_id_idx" ON "audit_events" USING btree ("actor_user_id","id");--> statement-breakpoint
DROP INDEX "audit_events_subject_at_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_at_idx";