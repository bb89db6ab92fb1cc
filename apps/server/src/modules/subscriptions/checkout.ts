import { cardDeclineMessage } from '@orchid/contracts/card-declines';
import { keptTrialEnd } from '@orchid/contracts/plan-changes';
import { type PricingSelection, periodSubtotal } from '@orchid/contracts/plans';
import {
  CHECKOUT_CANCEL_PATH,
  PAYMENT_CONFIRMATION_PATH,
  subscriptionMessages,
} from '@orchid/contracts/subscriptions';
import { addBillingPeriods } from '@orchid/contracts/time';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import {
  type CardForm,
  type CardProblem,
  chargeSimulatedCard,
} from '../../platform/payments/simulated-card';
import { accountSummary } from '../accounts/profile-names';
import { announceWaitingProfessional } from '../professionals/approval';
import type { SubscriptionsContext } from './context';
import { providerCall, settledLiveSubscription } from './live';
import { mailPlanReceipt } from './plan-receipt';
import * as repo from './repo';

/** How long a checkout may be paid, as long as Stripe keeps its sessions open by default. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60_000;
/** Declines before a checkout closes: enough for typos, too few to try out stolen cards. */
export const MAX_DECLINED_ATTEMPTS = 5;

export const paymentConfirmationUrl = (publicUrl: string, checkoutId: string) =>
  `${publicUrl}${PAYMENT_CONFIRMATION_PATH}?checkout_id=${encodeURIComponent(checkoutId)}`;

/**
 * Opens a paid checkout and asks the provider for its payment page. Refused beside a live
 * paid subscription (that one changes plan instead, change-plan.ts); beside a live trial it
 * is the upgrade: the trial ends when the card is taken, and the paid plan keeps the trial's
 * remaining days, billing from when the trial would have ended (contracts' keptTrialEnd). An
 * earlier open checkout is closed, so one plan is not paid for twice.
 */
export async function openCheckout(
  ctx: SubscriptionsContext,
  userId: string,
  selection: PricingSelection,
  origin: RequestOrigin,
): Promise<{ checkout_id: string; checkout_url: string }> {
  const now = ctx.clock.now();
  const amountCents = periodSubtotal(selection.sub_class, selection.sub_period);
  const { checkout, superseded } = await ctx.db
    .transaction(async (tx) => {
      const live = await settledLiveSubscription(tx, userId, now);
      if (live && live.provider !== 'trial') {
        throw new AppError('subscriptions.alreadySubscribed');
      }
      const superseded = await repo.cancelOpenCheckouts(tx, userId, now);
      const checkout = await repo.insertCheckout(tx, {
        billingStartsAt: keptTrialEnd(live?.currentPeriodEnd, now),
        userId,
        subClass: selection.sub_class,
        subPeriod: selection.sub_period,
        amountCents,
        provider: ctx.payments.name,
        createdAt: now,
        modifiedAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
      return { checkout, superseded };
    })
    .catch(
      refusalFor({
        checkouts_one_open_per_user_idx: new AppError('subscriptions.checkoutRace'),
      }),
    );
  await expireAtProvider(ctx, superseded);

  const { email } = await accountSummary(ctx, userId);
  const page = await providerCall(() =>
    ctx.payments.createCheckout({
      checkoutId: checkout.id,
      selection,
      amountCents,
      customerEmail: email,
      successUrl: paymentConfirmationUrl(ctx.publicUrl, checkout.id),
      cancelUrl: `${ctx.publicUrl}${CHECKOUT_CANCEL_PATH}`,
      billingStartsAt: checkout.billingStartsAt,
    }),
  ).catch(async (error: unknown) => {
    await repo.updateCheckout(ctx.db, checkout.id, { status: 'canceled', modifiedAt: now });
    throw error;
  });
  await inTransaction(ctx, async (tx) => {
    await repo.updateCheckout(tx.db, checkout.id, { providerSessionId: page.providerSessionId });
    await tx.audit.record({
      action: 'subscription.checkout_open',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
      detail: {
        checkout_id: checkout.id,
        sub_class: selection.sub_class,
        sub_period: selection.sub_period,
        amount_cents: amountCents,
        billing_starts_at: checkout.billingStartsAt?.toISOString() ?? null,
        provider: ctx.payments.name,
      },
    });
  });
  return { checkout_id: checkout.id, checkout_url: page.url };
}

/** Closes superseded payment pages at the provider; a failure leaves them to expire. */
async function expireAtProvider(ctx: SubscriptionsContext, superseded: repo.CheckoutRow[]) {
  for (const { providerSessionId } of superseded) {
    if (providerSessionId) await ctx.payments.expireCheckout(providerSessionId).catch(() => {});
  }
}

/**
 * A checkout as its owner sees it, an open one past its time marked expired first. Anyone
 * else is told it does not exist (and the attempt is audited).
 */
export async function checkoutOfOwner(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
  origin: RequestOrigin,
): Promise<repo.CheckoutRow> {
  const checkout = await repo.findCheckout(ctx.db, checkoutId);
  if (!checkout || checkout.userId !== userId) {
    if (checkout) {
      await ctx.audit.record({
        action: 'subscription.checkout_access',
        outcome: 'denied',
        actorUserId: userId,
        subjectUserId: checkout.userId,
        origin,
        detail: { checkout_id: checkoutId },
      });
    }
    throw new AppError('subscriptions.checkoutNotFound');
  }
  const now = ctx.clock.now();
  if (checkout.status === 'open' && checkout.expiresAt <= now) {
    return repo.updateCheckout(ctx.db, checkout.id, { status: 'expired', modifiedAt: now });
  }
  return checkout;
}

type PaidWith = {
  provider: repo.CheckoutRow['provider'];
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
};

/**
 * Starts the subscription a checkout paid for, in the caller's transaction. Idempotent: a
 * completed checkout changes nothing. A live subscription is ended as replaced (the trial
 * being upgraded, or, for a provider payment racing a newer checkout, the older plan): the
 * money was taken, so the newest purchase wins. Returns the replaced subscriptions, which a
 * provider may still be billing.
 */
export async function activateCheckout(
  db: Db,
  checkoutId: string,
  paid: PaidWith,
  now: Date,
): Promise<{ activated: boolean; checkout?: repo.CheckoutRow; replaced: repo.SubscriptionRow[] }> {
  const checkout = await repo.lockCheckout(db, checkoutId);
  if (!checkout || checkout.status === 'completed') return { activated: false, replaced: [] };
  const live = await settledLiveSubscription(db, checkout.userId, now);
  const replaced = live
    ? [
        await repo.updateSubscription(db, live.id, {
          terminatedCode: 'replaced',
          terminatedTime: now,
          autoRenew: false,
          modifiedAt: now,
        }),
      ]
    : [];
  // Bought during a trial: the trial's remaining days come first, unbilled; billing (and
  // the counting of periods) starts when the trial would have ended.
  const billingStartsAt =
    checkout.billingStartsAt && checkout.billingStartsAt > now ? checkout.billingStartsAt : null;
  await repo.insertSubscription(db, {
    userId: checkout.userId,
    subClass: checkout.subClass,
    subPeriod: checkout.subPeriod,
    couponId: null,
    activatedTime: now,
    autoRenew: true,
    billingAnchor: billingStartsAt,
    // The provider's own period end follows in its next event, when it has one.
    currentPeriodEnd: billingStartsAt ?? addBillingPeriods(now, checkout.subPeriod),
    provider: paid.provider,
    providerSubscriptionId: paid.providerSubscriptionId,
    providerCustomerId: paid.providerCustomerId,
    checkoutId: checkout.id,
    createdAt: now,
    modifiedAt: now,
  });
  const completed = await repo.updateCheckout(db, checkout.id, {
    status: 'completed',
    completedAt: now,
    modifiedAt: now,
  });
  return { activated: true, checkout: completed, replaced };
}

export type SimulatedPayment =
  | { kind: 'paid'; redirectUrl: string }
  | { kind: 'invalid'; checkout: repo.CheckoutRow; problem: CardProblem }
  | { kind: 'declined'; checkout: repo.CheckoutRow; message: string }
  | { kind: 'closed'; checkout: repo.CheckoutRow };

/**
 * Pays an open checkout with a card on the simulated provider's page. The card is judged
 * and forgotten: only a decline code is kept. A decline leaves the checkout open for another
 * card, up to MAX_DECLINED_ATTEMPTS.
 */
export async function paySimulatedCheckout(
  ctx: SubscriptionsContext,
  userId: string,
  checkoutId: string,
  card: CardForm,
  origin: RequestOrigin,
): Promise<SimulatedPayment> {
  const checkout = await checkoutOfOwner(ctx, userId, checkoutId, origin);
  if (checkout.status !== 'open') return { kind: 'closed', checkout };
  const now = ctx.clock.now();
  const charge = chargeSimulatedCard(card, now);
  if (charge.outcome === 'invalid') return { kind: 'invalid', checkout, problem: charge.problem };

  const audit = { actorUserId: userId, subjectUserId: userId, origin };
  if (charge.outcome === 'declined') {
    const declined = await inTransaction(ctx, async (tx) => {
      await tx.audit.record({
        ...audit,
        action: 'subscription.payment',
        outcome: 'failure',
        detail: {
          checkout_id: checkout.id,
          decline_code: charge.declineCode,
          provider: 'simulated',
        },
      });
      const locked = await repo.lockCheckout(tx.db, checkout.id);
      if (locked?.status !== 'open') return locked;
      const attempts = locked.declinedAttempts + 1;
      return repo.updateCheckout(tx.db, checkout.id, {
        declineCode: charge.declineCode,
        declinedAttempts: attempts,
        status: attempts >= MAX_DECLINED_ATTEMPTS ? 'declined' : 'open',
        modifiedAt: now,
      });
    });
    const message = cardDeclineMessage({
      message: subscriptionMessages.cardDeclined,
      code: charge.declineCode,
    });
    return { kind: 'declined', checkout: declined ?? checkout, message };
  }

  const result = await inTransaction(ctx, async (tx) => {
    // Checked again under the lock: a newer checkout may have closed this one meanwhile.
    const locked = await repo.lockCheckout(tx.db, checkout.id);
    if (locked?.status !== 'open') return undefined;
    const activated = await activateCheckout(
      tx.db,
      checkout.id,
      { provider: 'simulated', providerSubscriptionId: null, providerCustomerId: null },
      now,
    );
    if (!activated.activated) return activated;
    await tx.audit.record({
      ...audit,
      action: 'subscription.payment',
      outcome: 'success',
      detail: {
        checkout_id: checkout.id,
        sub_class: checkout.subClass,
        sub_period: checkout.subPeriod,
        amount_cents: checkout.amountCents,
        provider: 'simulated',
        replaced: activated.replaced.length > 0,
      },
    });
    return activated;
  });
  if (!result?.activated) {
    return { kind: 'closed', checkout: (await repo.findCheckout(ctx.db, checkout.id)) ?? checkout };
  }
  await announceWaitingProfessional(ctx, userId, checkout.subClass);
  await mailPlanReceipt(ctx, checkout.id);
  return { kind: 'paid', redirectUrl: paymentConfirmationUrl(ctx.publicUrl, checkout.id) };
}

/** The Cancel button of the simulated page: the checkout closes, nothing is paid. */
export async function cancelSimulatedCheckout(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
  origin: RequestOrigin,
): Promise<string> {
  const checkout = await checkoutOfOwner(ctx, userId, checkoutId, origin);
  if (checkout.status === 'open') {
    await inTransaction(ctx, async (tx) => {
      await repo.updateCheckout(tx.db, checkout.id, {
        status: 'canceled',
        modifiedAt: ctx.clock.now(),
      });
      await tx.audit.record({
        action: 'subscription.checkout_cancel',
        outcome: 'success',
        actorUserId: userId,
        subjectUserId: userId,
        origin,
        detail: { checkout_id: checkout.id },
      });
    });
  }
  return `${ctx.publicUrl}${CHECKOUT_CANCEL_PATH}`;
}
