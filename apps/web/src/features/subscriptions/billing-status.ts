import type { CurrentSubscription } from '@orchid/contracts/subscriptions';

/**
 * Where a professional's subscription stands, as the billing page tells it (§4 "Plan state of
 * a professional"): read from the server's plan state, never worked out again here.
 * - none: there has never been a subscription.
 * - trial: on a free trial, until `until`.
 * - active: renewing; the next payment is due `until`.
 * - not-renewing: auto-renew is off; the plan runs out `until`.
 * - terminated: canceled (or otherwise ended), with access `until` that time.
 * - ended: terminated, and that time has passed.
 */
export type BillingStatus =
  | { kind: 'none' }
  | { kind: 'trial' | 'active' | 'not-renewing' | 'terminated' | 'ended'; until: string };

export const BILLING_STATUS_LABELS = {
  trial: 'Free trial',
  active: 'Active',
  'not-renewing': 'Not renewing',
  terminated: 'Terminated',
  ended: 'Ended',
} as const;

export function billingStatus(
  { subscription, plan }: CurrentSubscription,
  now: Date,
): BillingStatus {
  if (!subscription) return { kind: 'none' };
  if (plan.terminated) {
    const until = subscription.terminated_time ?? subscription.current_period_end;
    return { kind: Date.parse(until) > now.getTime() ? 'terminated' : 'ended', until };
  }
  if (plan.on_trial && plan.trial_ends_at) return { kind: 'trial', until: plan.trial_ends_at };
  if (plan.renewing) {
    return { kind: 'active', until: plan.next_billing_date ?? subscription.current_period_end };
  }
  const until = subscription.current_period_end;
  return { kind: Date.parse(until) > now.getTime() ? 'not-renewing' : 'ended', until };
}

/** Whether the plan still runs and can be renewed or canceled. */
export function isRunning(status: BillingStatus): boolean {
  return status.kind === 'trial' || status.kind === 'active' || status.kind === 'not-renewing';
}
