import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import * as repo from './repo';

export const TRIAL_END_JOB = 'subscriptions.trial_end';
export const TrialEndJobSchema = z.object({ subscription_id: z.uuid() });

/**
 * Queues the end of a trial for the moment it runs out; once per trial (idempotency key). Call
 * it with the context of the transaction that starts the trial.
 */
export async function scheduleTrialEnd(ctx: AppContext, trial: repo.SubscriptionRow) {
  await ctx.jobs.enqueue(
    TRIAL_END_JOB,
    { subscription_id: trial.id },
    { runAt: trial.currentPeriodEnd, idempotencyKey: `trial-end:${trial.id}` },
  );
}

/**
 * The job: records that a trial ran out (terminated_code trial_ended at the end of its
 * period). A trial that was replaced by a paid plan or ended otherwise is left as it is. Reads
 * still apply the same rule (lifecycle.ts) for the moments between the end and this job.
 */
export async function endTrial(ctx: AppContext, { subscription_id }: { subscription_id: string }) {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const trial = await repo.lockSubscription(tx.db, subscription_id);
    if (trial?.provider !== 'trial' || trial.terminatedTime !== null) return;
    if (now < trial.currentPeriodEnd) throw new Error('the trial has not ended yet');
    await repo.updateSubscription(tx.db, trial.id, {
      terminatedCode: 'trial_ended',
      terminatedTime: trial.currentPeriodEnd,
      modifiedAt: now,
    });
    await tx.audit.record({
      action: 'subscription.trial_end',
      outcome: 'success',
      subjectUserId: trial.userId,
      origin: { ip: 'job', userAgent: null },
    });
  });
}

export function handleSubscriptionJobs(ctx: AppContext) {
  ctx.jobs.handle(TRIAL_END_JOB, TrialEndJobSchema, (job) => endTrial(ctx, job));
}
