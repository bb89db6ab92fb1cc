import type { FailedJob } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { readTogether } from '../../platform/db/read-together';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { countFailedJobs, listFailedJobs, retryFailedJob } from '../../platform/jobs/queue';

// The desk's failed jobs: what `npm run jobs -- failed` and `-- retry <id>` do (docs/jobs.md),
// without the payloads (a mail's carries its sign-in and reset links).

export async function failedJobs(
  ctx: AppContext,
  page: { skip: number; limit: number },
): Promise<{ jobs: FailedJob[]; total: number }> {
  const [rows, total] = await readTogether(ctx.db, [
    () => listFailedJobs(ctx.db, page.limit, page.skip),
    () => countFailedJobs(ctx.db),
  ] as const);
  return {
    jobs: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      failed_at: job.finishedAt?.toISOString() ?? null,
      last_error: job.lastError,
    })),
    total,
  };
}

/** Queues a failed job again with fresh tries, and notes who did. */
export async function retryFromDesk(
  ctx: AppContext,
  id: string,
  by: { operatorUserId: string; origin: RequestOrigin },
) {
  await inTransaction(ctx, async (tx) => {
    if (!(await retryFailedJob(tx.db, id, tx.clock.now()))) {
      throw new AppError('admin.jobNotFound');
    }
    await tx.audit.record({
      action: 'operator.job_retry',
      outcome: 'success',
      actorUserId: by.operatorUserId,
      origin: by.origin,
      detail: { job_id: id },
    });
  });
  return { id, state: 'queued' as const };
}
