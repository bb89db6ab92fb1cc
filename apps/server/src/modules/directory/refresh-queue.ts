import type { JobQueue } from '../../platform/jobs/queue';

// What other modules call when something a listing depends on changes. A file of its own, with
// no imports of the modules it is called from, so nothing imports in a circle.

export const REFRESH_JOB = 'directory.refresh';

/**
 * Queues a refresh of a professional's directory listing; with a transaction's context it
 * commits with the change that causes it.
 */
export async function queueListingRefresh(ctx: { jobs: JobQueue }, userId: string) {
  await ctx.jobs.enqueue(REFRESH_JOB, { user_id: userId });
}
