import type { TerminatedCode } from '@orchid/contracts/subscriptions';
import { addBillingPeriods } from '@orchid/contracts/time';
import type { subscriptions } from './tables';

// How a subscription moves with time alone, with no request to move it: a trial ends, a
// simulated subscription renews or runs out. A trial's end is also recorded by a job at that
// moment (trial-end.ts); a row is still read "as it stands at `now`" with these rules, so the
// answer is right in the moments before the job runs, and writes store the result before they
// change anything.

type SubscriptionRow = typeof subscriptions.$inferSelect;

const ended = (row: SubscriptionRow, code: TerminatedCode): SubscriptionRow => ({
  ...row,
  terminatedCode: code,
  terminatedTime: row.currentPeriodEnd,
});

/** Where the subscription's billing periods are counted from. */
export const billingAnchor = (row: SubscriptionRow): Date => row.billingAnchor ?? row.activatedTime;

/**
 * The start of the period that ends at the row's current_period_end: the anchor, or the end
 * of the period before (counted from the anchor, as renewals are).
 */
export function currentPeriodStart(row: SubscriptionRow): Date {
  const anchor = billingAnchor(row);
  let start = anchor;
  for (let count = 1; ; count++) {
    const next = addBillingPeriods(anchor, row.subPeriod, count);
    if (next >= row.currentPeriodEnd) return start;
    start = next;
  }
}

/**
 * The row as it stands at `now`. Past the end of its period, a live subscription has:
 * - trial: ended (trial_ended); nobody holds a card to bill, the professional buys a plan.
 * - simulated: renewed period by period while auto_renew is on (no money moves), otherwise
 *   ended (expired).
 * - stripe: whatever Stripe's last event said; Stripe renews and ends its subscriptions.
 */
export function subscriptionAt(row: SubscriptionRow, now: Date): SubscriptionRow {
  if (row.terminatedTime !== null || now < row.currentPeriodEnd) return row;
  switch (row.provider) {
    case 'trial':
      return ended(row, 'trial_ended');
    case 'simulated': {
      if (!row.autoRenew) return ended(row, 'expired');
      // Counted from the anchor (the activation, or where billing or a new period started),
      // so short months do not pull later periods earlier.
      const anchor = billingAnchor(row);
      let count = 1;
      let periodEnd = addBillingPeriods(anchor, row.subPeriod, count);
      while (periodEnd <= now) periodEnd = addBillingPeriods(anchor, row.subPeriod, ++count);
      return { ...row, currentPeriodEnd: periodEnd };
    }
    case 'stripe':
      return row;
  }
}

/**
 * The subscription that describes a professional's plan: the live one; else the one whose
 * access ends (or ended) last, such as a canceled one still within its paid period.
 */
export function relevantSubscription(
  rows: readonly SubscriptionRow[],
  now: Date,
): SubscriptionRow | null {
  const current = rows.map((row) => subscriptionAt(row, now));
  const live = current.find((row) => row.terminatedTime === null);
  if (live) return live;
  const byEnd = [...current].sort(
    (a, b) => (b.terminatedTime?.getTime() ?? 0) - (a.terminatedTime?.getTime() ?? 0),
  );
  return byEnd[0] ?? null;
}
