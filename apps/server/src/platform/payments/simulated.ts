import { fillPath } from '@orchid/contracts/endpoint';
import { upgradeQuote } from '@orchid/contracts/plan-changes';
import { addBillingPeriods } from '@orchid/contracts/time';
import type { PaymentProvider } from './provider';

/** The simulated provider's card page, served by this server. */
export const SIMULATED_CHECKOUT_PATH = '/api/payments/v1/simulated/checkout/{checkout_id}';

/**
 * The embedded provider: it needs no account and no network. Its payment page is ours (see
 * the subscriptions module's simulated checkout routes), so a checkout is paid or declined
 * there and nothing else needs telling: renewals and cancellations are ours alone.
 */
export function createSimulatedProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'simulated',
    async createCheckout({ checkoutId }) {
      return {
        url: `${publicUrl}${fillPath(SIMULATED_CHECKOUT_PATH, { checkout_id: checkoutId })}`,
        providerSessionId: null,
      };
    },
    async expireCheckout() {},
    async setAutoRenew() {},
    async cancelNow() {},
    // The prorated charge is computed here (contracts' upgradeQuote, the formula in
    // docs/payments.md); nothing is charged. In the trial days kept after buying during a
    // trial nothing was paid, so nothing is owed: billing starts as planned, at the new price.
    async changePlanNow({ from, to, period, billingStarted, now }) {
      if (!billingStarted) return { chargedCents: 0, newPeriodEnd: null };
      const quote = upgradeQuote(from, to, period, now);
      return {
        chargedCents: quote.charge_cents,
        newPeriodEnd: quote.period_restarts ? addBillingPeriods(now, to.sub_period) : null,
      };
    },
    // The change is ours alone: the job at the period's end applies it.
    async schedulePlanChange() {
      return { providerScheduleId: null };
    },
    async cancelScheduledChange() {},
  };
}
