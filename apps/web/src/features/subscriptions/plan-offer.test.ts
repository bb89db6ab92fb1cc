import { PRICED_PLAN_CLASSES, parsePricingParams } from '@orchid/contracts/plans';
import { describe, expect, it } from 'vitest';
import { checkoutPathFor, formatBillingDate, freeMonthsPerYear, orderSummary } from './plan-offer';

/** /pricing/a/b/c as the router hands its parameters over. */
const paramsOf = (path: string) => {
  const [, , sub_class, sub_period, type] = path.split('/');
  return { sub_class, sub_period, type };
};

describe('plan offer (§9)', () => {
  it('gives the annual discount in months', () => {
    expect(PRICED_PLAN_CLASSES.map(freeMonthsPerYear)).toEqual([1, 2, 0, 1]);
  });

  it('opens the trial where a plan has one and the paid checkout otherwise', () => {
    expect(checkoutPathFor('core', 'monthly')).toBe('/pricing/core/month/trial');
    expect(checkoutPathFor('ai-only', 'annual')).toBe('/pricing/ai-only/year/trial');
    expect(checkoutPathFor('complete', 'monthly')).toBe('/pricing/complete/month/paid');
    expect(checkoutPathFor('core-with-ai', 'annual')).toBe('/pricing/core-with-ai/year/paid');
  });

  it('reads every checkout path it builds back as the same selection', () => {
    for (const plan of PRICED_PLAN_CLASSES) {
      for (const period of ['monthly', 'annual'] as const) {
        expect(parsePricingParams(paramsOf(checkoutPathFor(plan, period)))).toMatchObject({
          sub_class: plan,
          sub_period: period,
        });
      }
    }
  });

  it('finds nothing to buy at a path with a bad part', () => {
    for (const path of [
      '/pricing/enterprise/month/paid',
      '/pricing/platinum/month/paid',
      '/pricing/core/week/trial',
      '/pricing/core/month/free',
      '/pricing/complete/month/trial',
      '/pricing/core-with-ai/year/trial',
    ]) {
      expect(parsePricingParams(paramsOf(path)), path).toBeUndefined();
    }
    expect(parsePricingParams(paramsOf('/pricing/core/monthly/trial'))).toEqual({
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
  });

  it('writes a billing day in the professional’s timezone', () => {
    const lateEvening = '2026-12-22T03:30:00Z';
    expect(formatBillingDate(lateEvening, 'UTC')).toBe('December 22, 2026');
    expect(formatBillingDate(lateEvening, 'America/New_York')).toBe('December 21, 2026');
  });

  it('sums up a trial: nothing today, the coupon, billing 30 days out', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const summary = orderSummary(
      { sub_class: 'core', sub_period: 'monthly', type: 'trial' },
      now,
      'UTC',
    );
    expect(summary.subtotal).toBe('$0.00');
    expect(summary.lines).toEqual([
      { label: 'Plan', value: 'Core' },
      { label: 'Billing period', value: 'Monthly' },
      { label: 'Price', value: '$19.99 per month' },
      { label: 'Free trial', value: '30 days' },
      { label: 'Coupon', value: 'FREE_TRIAL_CORE_MONTH' },
      { label: 'Next billing date', value: 'December 22, 2026' },
    ]);
  });

  it('sums up a paid plan: the monthly price, or the price times the annual count', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const monthly = orderSummary(
      { sub_class: 'complete', sub_period: 'monthly', type: 'paid' },
      now,
    );
    expect(monthly.subtotal).toBe('$28.99');
    expect(monthly.lines.map(({ label }) => label)).toEqual(['Plan', 'Billing period', 'Price']);

    const annual = orderSummary({ sub_class: 'complete', sub_period: 'annual', type: 'paid' }, now);
    expect(annual.subtotal).toBe('$289.90');
    expect(annual.lines).toContainEqual({
      label: 'Price',
      value: '$28.99 per month, billed for 10 months a year',
    });
    expect(annual.lines).toContainEqual({ label: 'Annual total', value: '$289.90 per year' });
  });
});
