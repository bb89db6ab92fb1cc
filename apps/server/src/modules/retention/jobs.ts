import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { purgeFinishedJobs } from '../../platform/jobs/queue';
import { purgeIdleCounters } from '../../platform/throttle/throttle';
import { purgeEndedSessions } from '../accounts/users';

/**
 * How long rows that only grow are kept once they are done with: sessions that ended
 * (revoked, expired or idle), finished jobs and idle throttle and rate-limit counters. Audit
 * events are not among them: they are kept (six years at least, docs/security.md).
 */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The daily job that purges them; every server asks to queue it, it is queued once a day. */
export const PURGE_JOB = 'retention.purge';
const PurgeJobSchema = z.object({ day: z.string() });

/** Deletes what ended more than RETENTION_DAYS before `now`; answers how many of each. */
export async function purgeOldRows(db: Db, now: Date) {
  const before = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  return {
    sessions: await purgeEndedSessions(db, before),
    jobs: await purgeFinishedJobs(db, before),
    counters: await purgeIdleCounters(db, before, now),
  };
}

type Log = { info(details: object, message: string): void };

/** The retention module's background work: the daily purge. */
export function handleRetentionJobs(ctx: AppContext, log: Log) {
  ctx.jobs.handle(PURGE_JOB, PurgeJobSchema, async ({ day }) => {
    const purged = await purgeOldRows(ctx.db, ctx.clock.now());
    log.info({ day, purged }, 'purged rows that ended more than 30 days ago');
  });
  ctx.jobs.daily(PURGE_JOB);
}
