import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import * as repo from './repo';

/** The practice's cancellation policy, or the defaults until one is saved. */
export async function cancellationPolicyOf(
  ctx: AppContext,
  userId: string,
): Promise<CancellationPolicy> {
  const row = await repo.findCancellationPolicy(ctx.db, userId);
  if (!row) return DEFAULT_CANCELLATION_POLICY;
  return {
    cancellation_limit_hours: row.cancellationLimitHours,
    fee_type: row.feeType,
    fee_cents: row.feeCents,
    fee_percent: row.feePercent,
    policy_text: row.policyText,
  };
}

/** Saves the policy; the fee field of another type is cleared so one rule stands. */
export async function saveCancellationPolicy(
  ctx: AppContext,
  userId: string,
  policy: CancellationPolicy,
  origin: RequestOrigin,
) {
  await inTransaction(ctx, async (tx) => {
    await repo.upsertCancellationPolicy(tx.db, userId, {
      cancellationLimitHours: policy.cancellation_limit_hours,
      feeType: policy.fee_type,
      feeCents: policy.fee_type === 'flat' ? policy.fee_cents : null,
      feePercent: policy.fee_type === 'percent' ? policy.fee_percent : null,
      policyText: policy.policy_text,
      modifiedAt: ctx.clock.now(),
    });
    await tx.audit.record({
      action: 'professional.cancellation_policy_save',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
    });
  });
  return cancellationPolicyOf(ctx, userId);
}
