import type { Coupon } from '@orchid/contracts/checkout';
import { wallClockToInstant } from '@orchid/contracts/time';
import { dollarsInWords } from '../../../app/format/money';

// A coupon in words, for the practice's list.

/** '20% off' or '$10.00 off'. */
export const couponDiscount = (coupon: Pick<Coupon, 'percent_off' | 'amount_off'>): string =>
  coupon.percent_off !== null
    ? `${coupon.percent_off}% off`
    : `${dollarsInWords(coupon.amount_off ?? 0)} off`;

/** 'All session types' or the labels it applies to. */
export const couponAppliesTo = (labels: string[]): string =>
  labels.length === 0 ? 'All session types' : labels.join(', ');

/** 'Used 3 of 10 times', 'Used 3 times', 'Used once'. */
export function couponRedemptions(
  coupon: Pick<Coupon, 'times_redeemed' | 'max_redemptions'>,
): string {
  const times = coupon.times_redeemed === 1 ? 'once' : `${coupon.times_redeemed} times`;
  return coupon.max_redemptions === null
    ? `Used ${times}`
    : `Used ${coupon.times_redeemed} of ${coupon.max_redemptions} times`;
}

/** The last minute of a calendar day (YYYY-MM-DD) in a time zone: a coupon's expiry. */
export const endOfDayIn = (date: string, timeZone: string): string =>
  wallClockToInstant(date, '23:59', timeZone).toISOString();
