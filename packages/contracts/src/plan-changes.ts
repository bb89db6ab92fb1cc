import { PLANS, type PricedPlanClass, periodSubtotal, type SubPeriod } from './plans';

// Changing a paid plan in place (accounts-and-access §3 sub_class and sub_period, §9 prices):
// which changes are upgrades, what an upgrade costs on the simulated provider, and how long a
// free trial lasts once a paid plan is bought during it. One rule for the server, which
// decides, and the web, which labels the buttons.

export type PlanChoice = { sub_class: PricedPlanClass; sub_period: SubPeriod };

/**
 * - upgrade: a longer period (monthly to annual, whatever the plan), or the same period at a
 *   higher monthly price. It takes effect at once, with the difference charged prorated.
 * - downgrade: a shorter period (annual to monthly), or the same period at a lower monthly
 *   price. It takes effect when the period already paid for ends.
 * - same: nothing to change.
 */
export type PlanChangeKind = 'upgrade' | 'downgrade' | 'same';

const periodRank = { monthly: 0, annual: 1 } as const satisfies Record<SubPeriod, number>;

export function planChangeKind(from: PlanChoice, to: PlanChoice): PlanChangeKind {
  const period = periodRank[to.sub_period] - periodRank[from.sub_period];
  if (period !== 0) return period > 0 ? 'upgrade' : 'downgrade';
  const price = PLANS[to.sub_class].monthly_price_cents - PLANS[from.sub_class].monthly_price_cents;
  if (price !== 0) return price > 0 ? 'upgrade' : 'downgrade';
  return from.sub_class === to.sub_class ? 'same' : 'downgrade';
}

const DAY_MS = 86_400_000;

export type UpgradeQuote = {
  /** Unused whole days of the current period, and its length in days. */
  unused_days: number;
  period_days: number;
  /** The current plan's price of the unused days, credited. */
  credit_cents: number;
  /** The new plan's price for the rest of its current period. */
  new_plan_cents: number;
  /** Charged now: new_plan_cents - credit_cents, never below zero. */
  charge_cents: number;
  /** The end of the period after the change: the same one, or a new one from now. */
  period_restarts: boolean;
};

/**
 * What the simulated provider charges for an upgrade at `now`, inside the current period
 * [periodStart, periodEnd):
 *   unused_days = whole days from now to periodEnd (a started day counts as used)
 *   period_days = days from periodStart to periodEnd (28 to 31 for a month, 365 or 366 a year)
 *   credit      = round(old period price x unused_days / period_days)
 *   same period:    new_plan = round(new period price x unused_days / period_days)
 *   monthly→annual: new_plan = the annual price (a new year starts now)
 *   charge      = max(0, new_plan - credit)
 * Stripe prorates by the second with its own rounding, so its amounts can differ by cents.
 */
export function upgradeQuote(
  from: PlanChoice,
  to: PlanChoice,
  period: { start: Date; end: Date },
  now: Date,
): UpgradeQuote {
  const period_days = Math.max(
    1,
    Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS),
  );
  const unused_days = Math.min(
    period_days,
    Math.max(0, Math.floor((period.end.getTime() - now.getTime()) / DAY_MS)),
  );
  const share = (cents: number) => Math.round((cents * unused_days) / period_days);
  const credit_cents = share(periodSubtotal(from.sub_class, from.sub_period));
  const period_restarts = from.sub_period !== to.sub_period;
  const newPrice = periodSubtotal(to.sub_class, to.sub_period);
  const new_plan_cents = period_restarts ? newPrice : share(newPrice);
  return {
    unused_days,
    period_days,
    credit_cents,
    new_plan_cents,
    charge_cents: Math.max(0, new_plan_cents - credit_cents),
    period_restarts,
  };
}

/**
 * A paid plan bought during a free trial keeps the trial's remaining days: billing starts
 * when the trial would have ended. Stripe Checkout takes a trial end only at least 48 hours
 * ahead, so with less left the paid plan starts, and bills, at once (on both providers, so
 * they agree). Null: no days to keep.
 */
export const MIN_KEPT_TRIAL_MS = 48 * 60 * 60_000;

export function keptTrialEnd(trialEnd: Date | null | undefined, now: Date): Date | null {
  if (!trialEnd) return null;
  return trialEnd.getTime() - now.getTime() >= MIN_KEPT_TRIAL_MS ? trialEnd : null;
}
