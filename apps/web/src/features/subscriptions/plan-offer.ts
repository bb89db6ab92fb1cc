import type { FeatureName } from '@orchid/contracts/feature-access';
import { formatMoney } from '@orchid/contracts/money';
import {
  CHECKOUT_TRIAL_DAYS,
  FREE_TRIAL_COUPON,
  PLANS,
  type PricedPlanClass,
  type PricingSelection,
  periodSubtotal,
  type SubPeriod,
  trialQuote,
} from '@orchid/contracts/plans';
import type { BuiltFeature } from '@orchid/contracts/product-features';
import { instantInWords } from '../../app/format/dates';
import { viewerTimeZone } from '../../app/format/time-zone';
import { planCheckout } from '../../app/paths';

// How the plans of accounts-and-access §9 read on screen: prices, subtotals, dates and the
// checkout a plan's button opens. The numbers come from contracts; only the words are here.

export const PERIOD_LABELS = {
  monthly: 'Monthly',
  annual: 'Annual',
} as const satisfies Record<SubPeriod, string>;

export function perPeriod(period: SubPeriod): string {
  return period === 'annual' ? 'per year' : 'per month';
}

/** Months a year not billed on the annual period: the annual discount. */
export function freeMonthsPerYear(plan: PricedPlanClass): number {
  return 12 - PLANS[plan].annual_billed_months;
}

/**
 * The checkout a plan's button opens: its free trial where the plan has one, else the paid
 * checkout, for the period chosen on the pricing page.
 */
export function checkoutPathFor(plan: PricedPlanClass, period: SubPeriod): string {
  return planCheckout({
    sub_class: plan,
    sub_period: period,
    type: PLANS[plan].trial_eligible ? 'trial' : 'paid',
  });
}

/**
 * A billing day in words ('December 22, 2026'), in the professional's timezone when user
 * info has one, else the browser's: the day they will see on their statement.
 */
export const formatBillingDate = (instant: Date | string, timeZone?: string | null): string =>
  instantInWords(instant, viewerTimeZone({ timezone: timeZone ?? null }), { dateStyle: 'long' });

export type SummaryLine = { label: string; value: string };

export type OrderSummary = {
  lines: SummaryLine[];
  /** What is paid today. */
  subtotal: string;
};

/**
 * The order summary of /pricing/{sub_class}/{sub_period}/{type} (§9): a trial costs 0.00
 * now with the FREE_TRIAL_CORE_MONTH coupon and its next billing date 30 days out; a paid
 * plan costs its price, times the annual count for a year.
 */
export function orderSummary(
  selection: PricingSelection,
  now: Date,
  timeZone?: string | null,
  /** Bought during the free trial: its days are kept and billing starts then. */
  billingStartsAt?: Date | null,
): OrderSummary {
  const { sub_class, sub_period, type } = selection;
  const plan = PLANS[sub_class];
  const monthly = formatMoney(plan.monthly_price_cents);
  const price =
    sub_period === 'annual'
      ? `${monthly} per month, billed for ${plan.annual_billed_months} months a year`
      : `${monthly} per month`;
  const lines: SummaryLine[] = [
    { label: 'Plan', value: plan.label },
    { label: 'Billing period', value: PERIOD_LABELS[sub_period] },
    { label: 'Price', value: price },
  ];
  if (type === 'trial') {
    const quote = trialQuote(now);
    lines.push(
      { label: 'Free trial', value: `${CHECKOUT_TRIAL_DAYS} days` },
      { label: 'Coupon', value: FREE_TRIAL_COUPON },
      { label: 'Next billing date', value: formatBillingDate(quote.next_billing_date, timeZone) },
    );
    return { lines, subtotal: formatMoney(quote.subtotal_cents) };
  }
  const subtotal = periodSubtotal(sub_class, sub_period);
  if (sub_period === 'annual') {
    lines.push({ label: 'Annual total', value: `${formatMoney(subtotal)} per year` });
  }
  if (billingStartsAt) {
    const day = formatBillingDate(billingStartsAt, timeZone);
    lines.push(
      { label: 'Your free trial', value: `Kept until ${day}` },
      { label: 'First payment', value: `${formatMoney(subtotal)} on ${day}` },
    );
    return { lines, subtotal: formatMoney(0) };
  }
  return { lines, subtotal: formatMoney(subtotal) };
}

/**
 * What a pricing card lists: only features the product has (contracts' product-features.ts),
 * each with the plan feature (§6) that decides whether a plan includes it, so the card and the
 * server's guards agree. What is not built yet is in the page's "On the way" box, not here.
 */
export const PLAN_HIGHLIGHTS = [
  ['calendar', 'calendar'],
  ['online-booking', 'calendar'],
  ['reminders', 'calendar'],
  ['calendar-feed', 'calendar'],
  ['coupons', 'calendar'],
  ['group-sessions', 'group-sessions'],
  ['team', 'invite'],
  ['policies', 'policies'],
  ['directory', 'dashboard'],
] as const satisfies readonly (readonly [BuiltFeature, FeatureName])[];

/** A sentence on whom each plan suits. */
export const PLAN_TAGLINES = {
  core: 'The essentials of a private practice, in one calm place.',
  complete: 'Every part of the practice we offer, for a practice that is growing.',
  'ai-only': 'AI progress notes and session review on their own.',
  'core-with-ai': 'The essentials, with AI to write your notes.',
} as const satisfies Record<PricedPlanClass, string>;
