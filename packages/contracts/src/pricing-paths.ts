import type { PricingSelection, SubPeriod } from './plans';

// The pricing and checkout pages' paths, without zod: the web's path table (on every page)
// and the server (the payment provider's return addresses) build them from here.

/**
 * The period as the pricing URLs spell it (the spec's link is /pricing/core/month/trial).
 * Links are built with these; the stored words 'monthly' and 'annual' are accepted too.
 */
export const PERIOD_URL_SEGMENTS = { monthly: 'month', annual: 'year' } as const satisfies Record<
  SubPeriod,
  string
>;

export function pricingPath(selection: PricingSelection): string {
  const { sub_class, sub_period, type } = selection;
  return `/pricing/${sub_class}/${PERIOD_URL_SEGMENTS[sub_period]}/${type}`;
}

/** Pages of the web app the payment flow returns to (§2). */
export const PAYMENT_CONFIRMATION_PATH = '/payment-confirmation';
export const CHECKOUT_CANCEL_PATH = '/pricing/checkout-cancel';
