import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import {
  annualSubtotal,
  isTrialEligible,
  monthlySubtotal,
  PLAN_CLASS_LABELS,
  PLAN_CLASSES,
  PLANS,
  PRICED_PLAN_CLASSES,
  PricingSelectionSchema,
  parsePricingParams,
  periodSubtotal,
  pricingPath,
  trialQuote,
} from './plans';

describe('plans (§9)', () => {
  it('has the five classes and their labels', () => {
    expect(PLAN_CLASSES).toEqual(['core', 'complete', 'ai-only', 'core-with-ai', 'enterprise']);
    expect(PLAN_CLASS_LABELS).toEqual({
      core: 'Core',
      complete: 'Complete',
      'ai-only': 'AI Only',
      'core-with-ai': 'Core + AI',
      enterprise: 'Enterprise',
    });
  });

  it('prices the four public plans as §9 says', () => {
    expect(PRICED_PLAN_CLASSES).toEqual(Object.keys(PLANS));
    expect(
      PRICED_PLAN_CLASSES.map((plan) => [
        plan,
        formatMoney(monthlySubtotal(plan)),
        PLANS[plan].annual_billed_months,
        isTrialEligible(plan),
      ]),
    ).toEqual([
      ['core', '$19.99', 11, true],
      ['complete', '$28.99', 10, false],
      ['ai-only', '$9.99', 12, true],
      ['core-with-ai', '$29.97', 11, false],
    ]);
    expect(isTrialEligible('enterprise')).toBe(false);
  });

  it('multiplies the price by the annual count for a year', () => {
    expect(annualSubtotal('core')).toBe(21_989);
    expect(annualSubtotal('complete')).toBe(28_990);
    expect(annualSubtotal('ai-only')).toBe(11_988);
    expect(annualSubtotal('core-with-ai')).toBe(32_967);
    expect(periodSubtotal('core', 'annual')).toBe(21_989);
    expect(periodSubtotal('core', 'monthly')).toBe(1999);
  });

  it('quotes a trial at zero with billing 30 days out', () => {
    const now = new Date('2024-03-01T12:00:00Z');
    expect(trialQuote(now)).toEqual({
      subtotal_cents: 0,
      trial_days: 30,
      next_billing_date: new Date('2024-03-31T12:00:00Z'),
    });
  });
});

describe('pricing paths', () => {
  it('reads the spec trial link and builds it back', () => {
    const selection = parsePricingParams({ sub_class: 'core', sub_period: 'month', type: 'trial' });
    expect(selection).toEqual({ sub_class: 'core', sub_period: 'monthly', type: 'trial' });
    expect(selection && pricingPath(selection)).toBe('/pricing/core/month/trial');
  });

  it('accepts year and the stored period words', () => {
    expect(parsePricingParams({ sub_class: 'complete', sub_period: 'year', type: 'paid' })).toEqual(
      { sub_class: 'complete', sub_period: 'annual', type: 'paid' },
    );
    expect(
      parsePricingParams({ sub_class: 'ai-only', sub_period: 'annual', type: 'trial' }),
    ).toEqual({ sub_class: 'ai-only', sub_period: 'annual', type: 'trial' });
    expect(
      parsePricingParams({ sub_class: 'core-with-ai', sub_period: 'monthly', type: 'paid' }),
    ).toEqual({ sub_class: 'core-with-ai', sub_period: 'monthly', type: 'paid' });
  });

  it('refuses a trial of a plan without one in a checkout body', () => {
    const result = PricingSelectionSchema.safeParse({
      sub_class: 'complete',
      sub_period: 'monthly',
      type: 'trial',
    });
    expect(result.error?.issues).toMatchObject([
      { message: 'This plan has no free trial', path: ['type'] },
    ]);
  });

  it.each([
    [{ sub_class: 'enterprise', sub_period: 'month', type: 'paid' }],
    [{ sub_class: 'gold', sub_period: 'month', type: 'paid' }],
    [{ sub_class: 'toString', sub_period: 'month', type: 'paid' }],
    [{ sub_class: 'core', sub_period: 'week', type: 'paid' }],
    [{ sub_class: 'core', sub_period: 'month', type: 'free' }],
    [{ sub_class: 'complete', sub_period: 'month', type: 'trial' }],
    [{ sub_class: 'core-with-ai', sub_period: 'year', type: 'trial' }],
    [{ sub_class: 'Core', sub_period: 'month', type: 'trial' }],
    [{ sub_class: 'core', sub_period: 'month' }],
    [{}],
  ])('refuses %o', (params) => {
    expect(parsePricingParams(params)).toBeUndefined();
  });
});
