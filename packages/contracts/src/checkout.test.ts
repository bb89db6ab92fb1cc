import { describe, expect, it } from 'vitest';
import { CouponInputSchema, priceAfterCoupon, savedCardLabel } from './checkout';

describe('priceAfterCoupon', () => {
  it('takes a percent off, rounded to the cent', () => {
    expect(priceAfterCoupon(12_999, { percent_off: 15, amount_off: null })).toBe(11_049);
    expect(priceAfterCoupon(10_000, { percent_off: 100, amount_off: null })).toBe(0);
  });

  it('takes an amount off, never below zero', () => {
    expect(priceAfterCoupon(10_000, { percent_off: null, amount_off: 25.5 })).toBe(7_450);
    expect(priceAfterCoupon(2_000, { percent_off: null, amount_off: 50 })).toBe(0);
  });
});

describe('coupons', () => {
  const coupon = {
    coupon_name: 'WELCOME',
    labels: [],
    max_redemptions: null,
    expires_at: null,
  };

  it('need exactly one of percent and amount off', () => {
    expect(
      CouponInputSchema.safeParse({ ...coupon, percent_off: 10, amount_off: null }).success,
    ).toBe(true);
    expect(CouponInputSchema.safeParse({ ...coupon, percent_off: 10, amount_off: 5 }).success).toBe(
      false,
    );
    expect(
      CouponInputSchema.safeParse({ ...coupon, percent_off: null, amount_off: null }).success,
    ).toBe(false);
  });
});

it('shows a saved card as §2 writes it', () => {
  expect(
    savedCardLabel({
      id: 'pm_1',
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    }),
  ).toBe('visa ***4242 4/2030');
});
