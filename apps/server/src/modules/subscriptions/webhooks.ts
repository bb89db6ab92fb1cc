import type { AuditEvent, RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import {
  type ClientPaymentEvent,
  isClientPaymentEvent,
} from '../../platform/payments/client-payments';
import type { PaymentEvent } from '../../platform/payments/provider';
import { announceWaitingProfessional } from '../professionals/approval';
import { activateCheckout } from './checkout';
import type { SubscriptionsContext } from './context';
import { mailPlanReceipt } from './plan-receipt';
import * as repo from './repo';

type Audit = Omit<AuditEvent, 'origin'>;
type Handled = {
  audits: Audit[];
  replaced: repo.SubscriptionRow[];
  /** A plan that started: whom to announce to the operator while they wait for approval. */
  started?: { userId: string; subClass: repo.SubscriptionRow['subClass']; checkoutId: string };
};
const nothing: Handled = { audits: [], replaced: [] };

/** Applies a client-payment event (the checkout's), in the transaction that records it. */
export type ClientEventHandler = (
  tx: AppContext,
  event: ClientPaymentEvent,
  origin: RequestOrigin,
) => Promise<void>;

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

async function checkoutCompleted(
  db: Db,
  provider: 'simulated' | 'stripe',
  event: EventOf<'checkout_completed'>,
  now: Date,
): Promise<Handled> {
  const result = await activateCheckout(
    db,
    event.checkoutId,
    {
      provider,
      providerSubscriptionId: event.providerSubscriptionId,
      providerCustomerId: event.providerCustomerId,
    },
    now,
  );
  const checkout = result.checkout;
  if (!result.activated || !checkout) return nothing;
  return {
    started: { userId: checkout.userId, subClass: checkout.subClass, checkoutId: checkout.id },
    replaced: result.replaced,
    audits: [
      {
        action: 'subscription.payment',
        outcome: 'success',
        subjectUserId: checkout.userId,
        detail: {
          checkout_id: checkout.id,
          sub_class: checkout.subClass,
          sub_period: checkout.subPeriod,
          amount_cents: checkout.amountCents,
          provider,
          replaced: result.replaced.length > 0,
        },
      },
    ],
  };
}

async function checkoutExpired(db: Db, event: EventOf<'checkout_expired'>, now: Date) {
  const checkout = await repo.lockCheckout(db, event.checkoutId);
  if (checkout?.status === 'open') {
    await repo.updateCheckout(db, checkout.id, { status: 'expired', modifiedAt: now });
  }
  return nothing;
}

/**
 * The provider's subscription as it now stands: renewal, period end, and its end. Events
 * older than the last one applied are stale (providers do not promise order). A cancellation
 * of ours keeps its code; the provider only says when it took effect.
 */
async function subscriptionChanged(
  db: Db,
  event: EventOf<'subscription_changed'>,
  now: Date,
): Promise<Handled> {
  const row = await repo.lockSubscriptionByProviderId(db, event.providerSubscriptionId);
  if (!row || (row.providerEventAt && event.createdAt < row.providerEventAt)) return nothing;
  const { ended } = event;
  const terminated = row.terminatedTime !== null;
  // The provider's end applies, unless ours (a cancellation) already ends the row sooner.
  const end = ended && (!row.terminatedTime || ended.at < row.terminatedTime) ? ended : null;
  const autoRenew = terminated || ended ? false : event.autoRenew;
  await repo.updateSubscription(db, row.id, {
    autoRenew,
    ...(event.currentPeriodEnd ? { currentPeriodEnd: event.currentPeriodEnd } : {}),
    ...(end ? { terminatedCode: row.terminatedCode ?? end.code, terminatedTime: end.at } : {}),
    providerEventAt: event.createdAt,
    modifiedAt: now,
  });
  const audits: Audit[] = [];
  const subject = { subjectUserId: row.userId, outcome: 'success' as const };
  if (autoRenew !== row.autoRenew && !ended) {
    audits.push({
      ...subject,
      action: 'subscription.auto_renew',
      detail: { auto_renew: autoRenew },
    });
  }
  if (end && !terminated) {
    audits.push({ ...subject, action: 'subscription.end', detail: { code: end.code } });
  }
  return { audits, replaced: [] };
}

async function renewalFailed(db: Db, event: EventOf<'renewal_failed'>): Promise<Handled> {
  const subscription = await repo.lockSubscriptionByProviderId(db, event.providerSubscriptionId);
  if (!subscription) return nothing;
  return {
    replaced: [],
    audits: [
      {
        action: 'subscription.renewal_payment',
        outcome: 'failure',
        subjectUserId: subscription.userId,
        detail: { attempt: event.attempt },
      },
    ],
  };
}

function applyEvent(
  tx: Db,
  provider: 'simulated' | 'stripe',
  event: Exclude<PaymentEvent, { type: 'ignored' | ClientPaymentEvent['type'] }>,
  now: Date,
): Promise<Handled> {
  switch (event.type) {
    case 'checkout_completed':
      return checkoutCompleted(tx, provider, event, now);
    case 'checkout_expired':
      return checkoutExpired(tx, event, now);
    case 'subscription_changed':
      return subscriptionChanged(tx, event, now);
    case 'renewal_failed':
      return renewalFailed(tx, event);
  }
}

/**
 * Applies one verified provider event, once: the event's id is recorded in the same
 * transaction, so a redelivery changes nothing. Replaced provider subscriptions are then
 * ended at the provider, and the outcome audited. Client payments' events go to the checkout
 * (`clientEvents`), recorded the same way.
 */
export async function handlePaymentEvent(
  ctx: SubscriptionsContext,
  event: PaymentEvent,
  origin: RequestOrigin,
  clientEvents?: ClientEventHandler,
): Promise<void> {
  if (event.type === 'ignored') return;
  if (isClientPaymentEvent(event) && !clientEvents) return;
  const provider = ctx.payments.name;
  const now = ctx.clock.now();
  const handled = await inTransaction(ctx, async (tx) => {
    const fresh = await repo.recordWebhookEvent(tx.db, {
      provider,
      eventId: event.id,
      type: event.type,
      receivedAt: now,
    });
    if (!fresh) return nothing;
    if (isClientPaymentEvent(event)) {
      await clientEvents?.(tx, event, origin);
      return nothing;
    }
    const applied = await applyEvent(tx.db, provider, event, now);
    for (const audit of applied.audits) await tx.audit.record({ ...audit, origin });
    return applied;
  });
  const audits: Audit[] = [];
  for (const row of handled.replaced) {
    if (row.provider !== provider || !row.providerSubscriptionId) continue;
    // The event is already recorded, so a failure here is not retried: it is audited (the
    // provider logged why) for someone to end that subscription by hand.
    const ended = await ctx.payments.cancelNow(row.providerSubscriptionId).then(
      () => true,
      () => false,
    );
    audits.push({
      action: 'subscription.provider_cancel',
      outcome: ended ? 'success' : 'failure',
      subjectUserId: row.userId,
      detail: { reason: 'replaced', provider_subscription_id: row.providerSubscriptionId },
    });
  }
  for (const audit of audits) await ctx.audit.record({ ...audit, origin });
  if (handled.started) {
    await announceWaitingProfessional(ctx, handled.started.userId, handled.started.subClass);
    await mailPlanReceipt(ctx, handled.started.checkoutId);
  }
}
