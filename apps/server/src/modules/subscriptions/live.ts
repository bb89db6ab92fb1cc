import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { PaymentProviderError } from '../../platform/payments/provider';
import type { SubscriptionsContext } from './context';
import { subscriptionAt } from './lifecycle';
import * as repo from './repo';

/**
 * The professional's live subscription, locked for the transaction, after storing what time
 * did to it (a trial that ended, a period that renewed); undefined when there is none.
 */
export async function settledLiveSubscription(
  db: Db,
  userId: string,
  now: Date,
): Promise<repo.SubscriptionRow | undefined> {
  const row = await repo.lockLiveSubscription(db, userId);
  if (!row) return undefined;
  const current = subscriptionAt(row, now);
  if (current === row) return row;
  const saved = await repo.updateSubscription(db, row.id, {
    terminatedCode: current.terminatedCode,
    terminatedTime: current.terminatedTime,
    currentPeriodEnd: current.currentPeriodEnd,
    modifiedAt: now,
  });
  return saved.terminatedTime === null ? saved : undefined;
}

/**
 * Tells the provider that bills this subscription, if one does. A trial has none; the
 * simulated provider keeps nothing to tell. A Stripe subscription while Stripe is no longer
 * configured cannot be changed here: refusing beats letting Stripe go on billing.
 */
export async function tellProvider(
  ctx: SubscriptionsContext,
  row: repo.SubscriptionRow,
  call: (providerSubscriptionId: string) => Promise<void>,
): Promise<void> {
  const providerSubscriptionId = row.providerSubscriptionId;
  if (row.provider !== 'stripe' || !providerSubscriptionId) return;
  if (ctx.payments.name !== 'stripe') {
    throw new AppError('subscriptions.providerUnavailable');
  }
  await providerCall(() => call(providerSubscriptionId));
}

/** A provider call whose failure the person is told about as a 502. */
export async function providerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError('subscriptions.providerUnavailable');
    }
    throw error;
  }
}
