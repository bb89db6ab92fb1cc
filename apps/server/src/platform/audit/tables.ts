import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';

/**
 * Who did what, when, from where, and how it ended: sign-ins, security changes and (from the
 * chart issues on) every read or write of health data. Rows are only ever added.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who acted; null when nobody is signed in (a failed sign-in). */
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    /** Whose account or record it concerned. */
    subjectUserId: uuid('subject_user_id'),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Context without secrets: never a password, token, code or health datum. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('audit_events_subject_at_idx').on(t.subjectUserId, t.at),
    index('audit_events_actor_at_idx').on(t.actorUserId, t.at),
  ],
);
