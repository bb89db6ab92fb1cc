import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';
import { PaymentProviderError } from '../../platform/payments/provider';
import { createSimulatedClientPayments } from './simulated-provider';

/**
 * The clients' payment provider of the configured kind (the plans' choice: PAYMENTS_PROVIDER).
 * Stripe's client payments are not built yet: on a Stripe installation no practice has an
 * active payout account, so paid sessions cannot be booked online (free ones can), rather than
 * being taken for free by the built-in provider.
 */
export function clientPaymentsOf(
  payments: PaymentsConfig,
  ctx: AppContext,
  log: FastifyBaseLogger,
): ClientPaymentsProvider {
  if (payments.provider === 'simulated')
    return createSimulatedClientPayments(ctx.db, ctx.publicUrl);
  log.warn('client payments: Stripe is not supported yet; paid sessions cannot be booked online');
  const notYet = async (): Promise<never> => {
    throw new PaymentProviderError('Stripe client payments are not built yet');
  };
  return {
    name: 'stripe',
    publishableKey: '',
    createCustomer: notYet,
    savedCards: async () => [],
    createIntent: notYet,
    openCardPage: notYet,
    refund: notYet,
    createPayoutAccount: notYet,
    payoutOnboardingUrl: notYet,
  };
}
