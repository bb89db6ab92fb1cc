import { fillPath } from '@orchid/contracts/endpoint';
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
  };
}
