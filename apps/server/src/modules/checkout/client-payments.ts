import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';
import { createSimulatedClientPayments } from './simulated-provider';

/** The clients' payment provider of the configured kind (the plans' choice: PAYMENTS_PROVIDER). */
export function clientPaymentsOf(
  payments: PaymentsConfig,
  ctx: AppContext,
  _log: FastifyBaseLogger,
): ClientPaymentsProvider {
  return createSimulatedClientPayments(ctx.db, ctx.publicUrl);
}
