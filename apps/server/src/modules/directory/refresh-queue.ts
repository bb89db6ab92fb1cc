import type { JobQueue } from '../../platform/jobs/queue';

// What queues a refresh of a listing: the directory's own changes call it, other modules'
// changes reach it through their domain events (subscribers in app.ts).

export const REFRESH_JOB = 'directory.refresh';

/**
 * Queues a refresh of a professional's directory listing; with a transaction's context it
 * commits with the change that causes it.
 */
export async function queueListingRefresh(ctx: { jobs: JobQueue }, userId: string) {
  await ctx.jobs.enqueue(REFRESH_JOB, { user_id: userId });
}
