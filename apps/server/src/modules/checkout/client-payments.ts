import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';
import { createStripeClientPayments } from '../../platform/payments/stripe-client-payments';
import { createSimulatedClientPayments } from './simulated-provider';

/** The clients' payment provider of the configured kind (the plans' choice: PAYMENTS_PROVIDER). */
export function clientPaymentsOf(
  payments: PaymentsConfig,
  ctx: AppContext,
  log: FastifyBaseLogger,
): ClientPaymentsProvider {
  if (payments.provider === 'simulated')
    return createSimulatedClientPayments(ctx.db, ctx.publicUrl);
  if (!payments.publishableKey) {
    // The card page still works; paying with a saved card needs Stripe.js, which needs it.
    log.warn('client payments: STRIPE_PUBLISHABLE_KEY is not set; saved cards cannot be used');
  }
  return createStripeClientPayments({ ...payments, log });
}
