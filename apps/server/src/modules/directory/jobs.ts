import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { approvedProfessionalIds } from '../accounts/users';
import { refreshListing } from './listing';
import { REFRESH_JOB } from './refresh-queue';
import { staleListingIds } from './repo';

// Keeping listings fresh (docs/directory.md): a refresh per professional whenever something
// the listing depends on changes, a sweep every quarter hour for listings whose next free time
// has passed, and a daily check of every approved professional (a trial that ended, free time
// that came into the look-ahead by the days passing).

export const SWEEP_JOB = 'directory.sweep';
export const DAILY_CHECK_JOB = 'directory.daily_check';
export const SWEEP_EVERY_MS = 15 * 60_000;
const BATCH = 200;
const DAY_MS = 86_400_000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const RefreshSchema = z.object({ user_id: z.uuid() });
const SweepSchema = z.object({ at: z.string().optional() });
const DailySchema = z.object({ day: z.string(), after: z.uuid().optional() });

/** The next quarter hour's sweep, queued once whoever asks (its key names the quarter). */
export async function queueNextSweep(ctx: AppContext) {
  const at = new Date(Math.ceil((ctx.clock.now().getTime() + 1) / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);
  await ctx.jobs.enqueue(
    SWEEP_JOB,
    { at: at.toISOString() },
    { runAt: at, idempotencyKey: `${SWEEP_JOB}:${at.toISOString()}` },
  );
}

/** Refreshes listings whose next free time has passed (or a day old), a batch at a time. */
export async function sweepStaleListings(ctx: AppContext) {
  const now = ctx.clock.now();
  let refreshed = 0;
  for (;;) {
    const ids = await staleListingIds(ctx.db, now, new Date(now.getTime() - DAY_MS), BATCH);
    for (const id of ids) await refreshListing(ctx, id);
    refreshed += ids.length;
    if (ids.length < BATCH) return refreshed;
  }
}

export function handleDirectoryJobs(ctx: AppContext) {
  ctx.jobs.handle(REFRESH_JOB, RefreshSchema, async ({ user_id }) => {
    await refreshListing(ctx, user_id);
  });
  ctx.jobs.handle(SWEEP_JOB, SweepSchema, async () => {
    await sweepStaleListings(ctx);
    await queueNextSweep(ctx);
  });
  // A batch per job, each queueing the next: no one job runs long.
  ctx.jobs.handle(DAILY_CHECK_JOB, DailySchema, async ({ day, after }) => {
    // The day's first batch (re)starts the quarter-hour sweeps, should their chain have broken.
    if (!after) await queueNextSweep(ctx);
    const ids = await approvedProfessionalIds(ctx.db, after ?? FIRST_ID, BATCH);
    for (const id of ids) await refreshListing(ctx, id);
    const last = ids.at(-1);
    if (ids.length === BATCH && last) await ctx.jobs.enqueue(DAILY_CHECK_JOB, { day, after: last });
  });
  ctx.jobs.daily(DAILY_CHECK_JOB);
}
