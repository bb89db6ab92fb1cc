import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Work done after a request, by whichever server claims it first: mails, trial ends,
 * reminders. A row moves queued -> running -> succeeded, or back to queued with a later
 * run_at after a failure, and stays failed after its last try (kept for operators).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Not before this time; also the time of the next try after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: when the claim lapses, so a job whose server died runs again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The same key is never queued twice (unique; null for jobs that may repeat). */
    idempotencyKey: text('idempotency_key').unique('jobs_idempotency_key_unique'),
    /** The last failure's message, without secrets (the handler decides what it says). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt)],
);
