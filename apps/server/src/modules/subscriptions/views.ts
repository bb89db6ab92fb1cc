import type { PlanState, PlanStateSubscription } from '@orchid/contracts/plan-state';
import { isPricedPlanClass, periodSubtotal } from '@orchid/contracts/plans';
import type {
  ScheduledPlanChange,
  Subscription,
  SubscriptionCheckout,
  SubscriptionPlan,
} from '@orchid/contracts/subscriptions';
import type { CheckoutRow, PlanChangeRow, SubscriptionRow } from './repo';

// Rows as the API and the plan rules read them.

/** The §3 fields of a subscription, as planState reads them. */
export const planStateSubscription = (row: SubscriptionRow): PlanStateSubscription => ({
  sub_class: row.subClass,
  coupon_id: row.couponId,
  activated_time: row.activatedTime,
  sub_period: row.subPeriod,
  auto_renew: row.autoRenew,
  terminated_code: row.terminatedCode,
  terminated_time: row.terminatedTime,
});

export const subscriptionView = (row: SubscriptionRow): Subscription => ({
  sub_class: row.subClass,
  sub_period: row.subPeriod,
  coupon_id: row.couponId,
  activated_time: row.activatedTime.toISOString(),
  auto_renew: row.autoRenew,
  terminated_code: row.terminatedCode,
  terminated_time: row.terminatedTime?.toISOString() ?? null,
  current_period_end: row.currentPeriodEnd.toISOString(),
  provider: row.provider,
});

/**
 * The plan block: planState's answer, with the next billing date (the end of the period
 * while the subscription renews; for a trial, its end) and the price of that period.
 */
export const planView = (state: PlanState, row: SubscriptionRow | null): SubscriptionPlan => ({
  plan_type: state.plan_type,
  subscribed: state.subscribed,
  on_trial: state.on_trial,
  trial_ends_at: state.trial_ends_at?.toISOString() ?? null,
  terminated: state.terminated,
  renewing: state.renewing,
  next_billing_date: state.renewing && row ? row.currentPeriodEnd.toISOString() : null,
  price_cents:
    row && isPricedPlanClass(row.subClass) ? periodSubtotal(row.subClass, row.subPeriod) : null,
});

export const checkoutView = (row: CheckoutRow): SubscriptionCheckout => ({
  checkout_id: row.id,
  status: row.status,
  sub_class: row.subClass,
  sub_period: row.subPeriod,
  amount_cents: row.amountCents,
  decline_code: row.declineCode,
  billing_starts_at: row.billingStartsAt?.toISOString() ?? null,
});

export const scheduledChangeView = (row: PlanChangeRow): ScheduledPlanChange => ({
  sub_class: row.subClass,
  sub_period: row.subPeriod,
  effective_at: row.effectiveAt.toISOString(),
  price_cents: periodSubtotal(row.subClass, row.subPeriod),
});
