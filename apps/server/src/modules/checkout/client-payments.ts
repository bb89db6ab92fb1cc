import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';
import { createSimulatedClientPayments } from './simulated-provider';

/**
 * The clients' payment provider of the configured kind (the plans' choice: PAYMENTS_PROVIDER).
 * Stripe's SDK loads only when it is the one (half a second of every start otherwise).
 */
export async function clientPaymentsOf(
  payments: PaymentsConfig,
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<ClientPaymentsProvider> {
  if (payments.provider === 'simulated')
    return createSimulatedClientPayments(ctx.db, ctx.publicUrl);
  if (!payments.publishableKey) {
    // The card page still works; paying with a saved card needs Stripe.js, which needs it.
    log.warn('client payments: STRIPE_PUBLISHABLE_KEY is not set; saved cards cannot be used');
  }
  const { createStripeClientPayments } = await import(
    '../../platform/payments/stripe-client-payments'
  );
  return createStripeClientPayments({ ...payments, log });
}
