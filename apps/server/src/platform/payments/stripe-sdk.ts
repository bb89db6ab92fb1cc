import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { describeErrorForLog } from '../http/log-safety';
import { PaymentDeclinedError, PaymentProviderError } from './provider';

// What the plans' and the clients' Stripe providers share: the SDK as we configure it, and
// how a failed call is told.

/** The SDK's host, port and protocol options for an API address. */
function apiAddress(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK; `apiUrl` is another address for Stripe's API (stripe-mock, a test double). */
export function stripeSdk(secretKey: string, apiUrl: string | undefined) {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiAddress(apiUrl),
  });
}

/** An id, whether Stripe sent it alone or the object it names (when expanded). */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const fromUnix = (seconds: number) => new Date(seconds * 1000);
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Runs one API call; a failure is logged (without the request) and reported plainly. A
 * declined card is no failure of ours: it is reported as such, with Stripe's code.
 */
export function stripeCaller(log: Pick<FastifyBaseLogger, 'error'>) {
  return async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new PaymentDeclinedError(error.decline_code ?? error.code ?? null);
      }
      log.error({ err: describeErrorForLog(error) }, `stripe: ${what} failed`);
      throw new PaymentProviderError(`stripe: ${what} failed`);
    }
  };
}
