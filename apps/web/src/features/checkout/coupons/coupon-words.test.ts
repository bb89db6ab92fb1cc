import { describe, expect, it } from 'vitest';
import { couponAppliesTo, couponDiscount, couponRedemptions, endOfDayIn } from './coupon-words';

describe('a coupon in words', () => {
  it('says what it takes off', () => {
    expect(couponDiscount({ percent_off: 20, amount_off: null })).toBe('20% off');
    expect(couponDiscount({ percent_off: null, amount_off: 10 })).toBe('$10.00 off');
  });

  it('says what it applies to and how often it was used', () => {
    expect(couponAppliesTo([])).toBe('All session types');
    expect(couponAppliesTo(['Intro', 'Regular session'])).toBe('Intro, Regular session');
    expect(couponRedemptions({ times_redeemed: 1, max_redemptions: null })).toBe('Used once');
    expect(couponRedemptions({ times_redeemed: 0, max_redemptions: null })).toBe('Used 0 times');
    expect(couponRedemptions({ times_redeemed: 3, max_redemptions: 10 })).toBe(
      'Used 3 of 10 times',
    );
  });

  it('expires at the end of the chosen day in the professional’s zone', () => {
    expect(endOfDayIn('2027-03-09', 'America/New_York')).toBe('2027-03-10T04:59:00.000Z');
    expect(endOfDayIn('2027-07-01', 'UTC')).toBe('2027-07-01T23:59:00.000Z');
  });
});
