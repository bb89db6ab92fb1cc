import { z } from 'zod';
import { PERIOD_URL_SEGMENTS } from './pricing-paths';
import { addWholeDays } from './time';

// Professional plans and their prices (accounts-and-access §3 "Professional subscription",
// §9 "Plan prices"). Money is integer cents; a price is per month.

/** Every plan class a subscription can carry; enterprise has no public price. */
export const PLAN_CLASSES = ['core', 'complete', 'ai-only', 'core-with-ai', 'enterprise'] as const;
export const PlanClassSchema = z.enum(PLAN_CLASSES);
export type PlanClass = z.infer<typeof PlanClassSchema>;

export const SUB_PERIODS = ['monthly', 'annual'] as const;
export const SubPeriodSchema = z.enum(SUB_PERIODS);
export type SubPeriod = z.infer<typeof SubPeriodSchema>;

/** The words a person reads for each plan class. */
export const PLAN_CLASS_LABELS = {
  core: 'Core',
  complete: 'Complete',
  'ai-only': 'AI Only',
  'core-with-ai': 'Core + AI',
  enterprise: 'Enterprise',
} as const satisfies Record<PlanClass, string>;

/** Accounts created before this day (UTC) keep the complete plan (§4, §9). */
export const PLAN_CUTOFF_DATE = '2022-09-15';
/** An AI free trial lasts this long from ai_free_trial_start_datetime. */
export const AI_FREE_TRIAL_DAYS = 30;
/** The core free-trial coupon counts for this long after the subscription's activation. */
export const CORE_TRIAL_WINDOW_DAYS = 30;
export const FREE_TRIAL_COUPON = 'FREE_TRIAL_CORE_MONTH';
/** A trial checkout charges nothing now and bills this many days later (§9). */
export const CHECKOUT_TRIAL_DAYS = 30;

export type PricedPlan = {
  monthly_price_cents: number;
  /** Months billed for a year on the annual period: the discount is the months left out. */
  annual_billed_months: number;
  trial_eligible: boolean;
  label: string;
};

/** The four plans with a public price, in the order of §9. */
export const PRICED_PLAN_CLASSES = [
  'core',
  'complete',
  'ai-only',
  'core-with-ai',
] as const satisfies readonly PlanClass[];
export const PricedPlanClassSchema = z.enum(PRICED_PLAN_CLASSES);
export type PricedPlanClass = z.infer<typeof PricedPlanClassSchema>;

export const PLANS = {
  core: {
    monthly_price_cents: 1999,
    annual_billed_months: 11,
    trial_eligible: true,
    label: PLAN_CLASS_LABELS.core,
  },
  complete: {
    monthly_price_cents: 2899,
    annual_billed_months: 10,
    trial_eligible: false,
    label: PLAN_CLASS_LABELS.complete,
  },
  'ai-only': {
    monthly_price_cents: 999,
    annual_billed_months: 12,
    trial_eligible: true,
    label: PLAN_CLASS_LABELS['ai-only'],
  },
  'core-with-ai': {
    monthly_price_cents: 2997,
    annual_billed_months: 11,
    trial_eligible: false,
    label: PLAN_CLASS_LABELS['core-with-ai'],
  },
} as const satisfies Record<PricedPlanClass, PricedPlan>;

export function isPricedPlanClass(value: string): value is PricedPlanClass {
  return Object.hasOwn(PLANS, value);
}

/** Enterprise and the unpriced classes have no trial. */
export function isTrialEligible(plan: PlanClass): boolean {
  return isPricedPlanClass(plan) && PLANS[plan].trial_eligible;
}

export function monthlySubtotal(plan: PricedPlanClass): number {
  return PLANS[plan].monthly_price_cents;
}

/** Annual subtotal is the monthly price times the plan's billed months (§9). */
export function annualSubtotal(plan: PricedPlanClass): number {
  return PLANS[plan].monthly_price_cents * PLANS[plan].annual_billed_months;
}

export function periodSubtotal(plan: PricedPlanClass, period: SubPeriod): number {
  return period === 'annual' ? annualSubtotal(plan) : monthlySubtotal(plan);
}

export type TrialQuote = { subtotal_cents: 0; trial_days: number; next_billing_date: Date };

/** A trial checkout: nothing to pay now, billing starts 30 days from now (§9). */
export function trialQuote(now: Date): TrialQuote {
  return {
    subtotal_cents: 0,
    trial_days: CHECKOUT_TRIAL_DAYS,
    next_billing_date: addWholeDays(now, CHECKOUT_TRIAL_DAYS),
  };
}

// ---- /pricing/{sub_class}/{sub_period}/{type} ------------------------------------------

export const CHECKOUT_TYPES = ['trial', 'paid'] as const;
export const CheckoutTypeSchema = z.enum(CHECKOUT_TYPES);
export type CheckoutType = z.infer<typeof CheckoutTypeSchema>;

/** What a professional buys at checkout; a trial only of a plan that has one. */
export const PricingSelectionSchema = z
  .strictObject({
    sub_class: PricedPlanClassSchema,
    sub_period: SubPeriodSchema,
    type: CheckoutTypeSchema,
  })
  .refine((selection) => selection.type !== 'trial' || PLANS[selection.sub_class].trial_eligible, {
    message: 'This plan has no free trial',
    path: ['type'],
  });
export type PricingSelection = z.infer<typeof PricingSelectionSchema>;

function periodFromSegment(segment: string): SubPeriod | undefined {
  return SUB_PERIODS.find(
    (period) => period === segment || PERIOD_URL_SEGMENTS[period] === segment,
  );
}

/**
 * Reads the route parameters of /pricing/{sub_class}/{sub_period}/{type}. Undefined for
 * anything that cannot be bought there: an unknown or unpriced class (enterprise), an unknown
 * period or type, or a trial of a plan without one.
 */
export function parsePricingParams(params: {
  sub_class?: string | undefined;
  sub_period?: string | undefined;
  type?: string | undefined;
}): PricingSelection | undefined {
  const sub_period = params.sub_period && periodFromSegment(params.sub_period);
  const parsed = PricingSelectionSchema.safeParse({ ...params, sub_period });
  return parsed.success ? parsed.data : undefined;
}

export { pricingPath } from './pricing-paths';
