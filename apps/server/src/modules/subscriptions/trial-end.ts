import { trialQuote } from '@orchid/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { applyScheduledChange, PLAN_CHANGE_JOB, PlanChangeJobSchema } from './change-plan';
import * as repo from './repo';

export const TRIAL_END_JOB = 'subscriptions.trial_end';
export const TrialEndJobSchema = z.object({ subscription_id: z.uuid() });

/**
 * Queues the end of a trial for the moment it runs out; once per trial end (idempotency key).
 * Call it with the context of the transaction that starts (or restarts) the trial.
 */
export async function scheduleTrialEnd(ctx: AppContext, trial: repo.SubscriptionRow) {
  await ctx.jobs.enqueue(
    TRIAL_END_JOB,
    { subscription_id: trial.id },
    { runAt: trial.currentPeriodEnd, idempotencyKey: trialEndKey(trial) },
  );
}

/** One job per end of a trial: a trial restarted at approval gets a job for its new end. */
const trialEndKey = (trial: repo.SubscriptionRow) =>
  `trial-end:${trial.id}:${trial.currentPeriodEnd.toISOString()}`;

/**
 * The trial does not run down while a professional waits for approval: at approval it starts
 * again with its full length from that moment, also when it ran out while they waited (unless
 * a plan was bought meanwhile, which replaced it). In the caller's transaction.
 */
export async function restartTrialAtApproval(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const trial = await repo.lockTrial(ctx.db, userId);
  const waitedOut = trial?.terminatedCode === 'trial_ended';
  if (!trial || (trial.terminatedTime !== null && !waitedOut)) return;
  if (waitedOut && (await repo.lockLiveSubscription(ctx.db, userId))) return;
  const restarted = await repo.updateSubscription(ctx.db, trial.id, {
    activatedTime: now,
    currentPeriodEnd: trialQuote(now).next_billing_date,
    terminatedCode: null,
    terminatedTime: null,
    modifiedAt: now,
  });
  await scheduleTrialEnd(ctx, restarted);
}

/**
 * Whether the professional's free trial runs now (not replaced by a paid plan, not ended):
 * after approval, whether it started again, so a professional who paid is not told so.
 */
export async function hasRunningTrial(ctx: AppContext, userId: string): Promise<boolean> {
  const trial = await repo.lockTrial(ctx.db, userId);
  return trial?.terminatedTime === null && trial.currentPeriodEnd > ctx.clock.now();
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
    // Restarted at approval: a later job ends it.
    if (now < trial.currentPeriodEnd) return;
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
  ctx.jobs.handle(PLAN_CHANGE_JOB, PlanChangeJobSchema, (job) => applyScheduledChange(ctx, job));
}
