import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';

/**
 * Who did what, when, from where, and how it ended: sign-ins, security changes and (from the
 * chart issues on) every read or write of health data. Rows are only ever added, and kept:
 * six years at least, as health-care records require (docs/security.md); the daily purge
 * (modules/retention) leaves them alone.
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
  // The owner's search and the access log read one person's events newest first, a page at
  // a time below an id (audit-repo.ts): (person, id) serves both the filter and the order
  // (EXPLAIN on 600,000 events: a backward index scan instead of sorting every event).
  (t) => [
    index('audit_events_subject_id_idx').on(t.subjectUserId, t.id),
    index('audit_events_actor_id_idx').on(t.actorUserId, t.id),
  ],
);
