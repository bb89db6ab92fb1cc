import type { PlanChoice } from '@orchid/contracts/plan-changes';
import { PLANS, type PricedPlanClass, type SubPeriod } from '@orchid/contracts/plans';
import type { TerminatedCode } from '@orchid/contracts/subscriptions';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Clock } from '../clock';
import type { ClientPaymentEvent } from './client-payments';
import {
  type PaymentEvent,
  PaymentProviderError,
  type SubscriptionChange,
  type WebhookPaymentProvider,
  WebhookSignatureError,
} from './provider';
import { toClientPaymentEvent } from './stripe-client-payments';
import { fromUnix, idOf, stripeCaller, stripeSdk, toUnix } from './stripe-sdk';

type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (stripe-mock, a test double). */
  apiUrl: string | undefined;
  clock: Clock;
  /** Where failed API calls are told: the app's logger. */
  log: Pick<FastifyBaseLogger, 'error'>;
};

const interval = (period: SubPeriod) => (period === 'annual' ? 'year' : 'month');

/**
 * The product a plan's prices belong to when a subscription changes plan (Stripe's
 * subscription items take a product id, not product data): one per plan, with our own id.
 */
export const planProductId = (plan: PricedPlanClass) => `orchid_plan_${plan.replace(/-/g, '_')}`;

/** Plan metadata on the subscription, for whoever reads it in Stripe's dashboard. */
const planMetadata = (plan: PlanChoice) => ({
  sub_class: plan.sub_class,
  sub_period: plan.sub_period,
});

/** Why Stripe ended a subscription, in our terminated codes. */
function terminatedCode(subscription: Stripe.Subscription): TerminatedCode {
  switch (subscription.cancellation_details?.reason) {
    case 'cancellation_requested':
      return 'canceled_by_user';
    case 'payment_failed':
      return 'payment_failed';
    default:
      return 'ended_by_provider';
  }
}

function subscriptionChange(
  subscription: Stripe.Subscription,
  deleted: boolean,
  eventCreated: Date,
): SubscriptionChange {
  // Since the 2025 API versions the billing period is per item; a plan has one item.
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const ended =
    deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const endedAt = subscription.ended_at ?? subscription.canceled_at;
  return {
    type: 'subscription_changed',
    providerSubscriptionId: subscription.id,
    autoRenew: !subscription.cancel_at_period_end && subscription.cancel_at === null,
    currentPeriodEnd: periodEnd ? fromUnix(periodEnd) : null,
    ended: ended
      ? { code: terminatedCode(subscription), at: endedAt ? fromUnix(endedAt) : eventCreated }
      : null,
  };
}

/** A Checkout Session that has been paid for (cards pay at once; some methods later). */
const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** Stripe's event in our words; anything we do not act on is 'ignored'. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, createdAt: fromUnix(event.created) };
  const ignored = { ...base, type: 'ignored' as const, providerType: event.type };
  const withBase = (client: ClientPaymentEvent | null): PaymentEvent =>
    client ? { ...base, ...client } : ignored;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Payment mode: a client paying their professional (the booking checkout).
      if (session.mode === 'payment') return withBase(toClientPaymentEvent(event));
      if (session.mode !== 'subscription' || !session.client_reference_id || !isPaid(session)) {
        return ignored;
      }
      return {
        ...base,
        type: 'checkout_completed',
        checkoutId: session.client_reference_id,
        providerSubscriptionId: idOf(session.subscription),
        providerCustomerId: idOf(session.customer),
      };
    }
    case 'checkout.session.expired': {
      const checkoutId = event.data.object.client_reference_id;
      return checkoutId ? { ...base, type: 'checkout_expired', checkoutId } : ignored;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        ...subscriptionChange(
          event.data.object,
          event.type === 'customer.subscription.deleted',
          base.createdAt,
        ),
      };
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      return subscriptionId
        ? {
            ...base,
            type: 'renewal_failed',
            providerSubscriptionId: subscriptionId,
            attempt: invoice.attempt_count,
          }
        : ignored;
    }
    default:
      return withBase(toClientPaymentEvent(event));
  }
}

/**
 * Stripe through its official SDK: Checkout Sessions in subscription mode, priced inline
 * from our plans, and signed webhooks that report what happened.
 */
export function createStripeProvider(options: StripeProviderOptions): WebhookPaymentProvider {
  const stripe = stripeSdk(options.secretKey, options.apiUrl);
  const call = stripeCaller(options.log);

  /** The plan's product, created the first time a subscription changes to that plan. */
  async function planProduct(plan: PricedPlanClass): Promise<string> {
    const id = planProductId(plan);
    try {
      await stripe.products.retrieve(id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code !== 'resource_missing') throw error;
      await stripe.products
        .create({ id, name: `${PLANS[plan].label} plan` }, { idempotencyKey: `orchid-${id}` })
        .catch((created: unknown) => {
          // Made at the same moment by another request: it exists now, which is all we need.
          if (!(created instanceof Stripe.errors.StripeInvalidRequestError)) throw created;
          if (created.code !== 'resource_already_exists') throw created;
        });
    }
    return id;
  }

  const priceData = async (plan: PlanChoice, amountCents: number) => ({
    currency: 'usd',
    product: await planProduct(plan.sub_class),
    unit_amount: amountCents,
    recurring: { interval: interval(plan.sub_period) },
  });

  return {
    name: 'stripe',

    async createCheckout({
      checkoutId,
      selection,
      amountCents,
      customerEmail,
      billingStartsAt,
      ...urls
    }) {
      const session = await call('creating a checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            client_reference_id: checkoutId,
            customer_email: customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: amountCents,
                  recurring: { interval: interval(selection.sub_period) },
                  product_data: { name: `${PLANS[selection.sub_class].label} plan` },
                },
              },
            ],
            success_url: urls.successUrl,
            cancel_url: urls.cancelUrl,
            metadata: { checkout_id: checkoutId },
            subscription_data: {
              metadata: { checkout_id: checkoutId },
              // Bought during our free trial: Stripe takes the card now and bills from then.
              ...(billingStartsAt ? { trial_end: toUnix(billingStartsAt) } : {}),
            },
          },
          // A retried request must not open a second session for one checkout.
          { idempotencyKey: `orchid-checkout-${checkoutId}` },
        ),
      );
      if (!session.url) {
        options.log.error({ session: session.id }, 'stripe: checkout session without a URL');
        throw new PaymentProviderError('stripe: checkout session without a URL');
      }
      return { url: session.url, providerSessionId: session.id };
    },

    async expireCheckout(sessionId) {
      await call('expiring a checkout session', () => stripe.checkout.sessions.expire(sessionId));
    },

    async setAutoRenew(subscriptionId, autoRenew) {
      await call('changing auto-renewal', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !autoRenew }),
      );
    },

    async cancelNow(subscriptionId) {
      await call('canceling a subscription', () => stripe.subscriptions.cancel(subscriptionId));
    },

    // An upgrade: the subscription's one item gets the new plan's price at once, and the
    // prorated difference is invoiced and charged now (always_invoice). Should the card be
    // declined, Stripe leaves the subscription as it was (error_if_incomplete).
    async changePlanNow({ changeId, providerSubscriptionId, to, amountCents, now }) {
      if (!providerSubscriptionId) throw new PaymentProviderError('stripe: no subscription id');
      const current = await call('reading a subscription', () =>
        stripe.subscriptions.retrieve(providerSubscriptionId),
      );
      const item = current.items.data[0];
      if (!item) throw new PaymentProviderError('stripe: a subscription without an item');
      const updated = await call('changing the plan', async () =>
        stripe.subscriptions.update(
          providerSubscriptionId,
          {
            items: [{ id: item.id, price_data: await priceData(to, amountCents) }],
            proration_behavior: 'always_invoice',
            proration_date: toUnix(now),
            payment_behavior: 'error_if_incomplete',
            metadata: planMetadata(to),
            expand: ['latest_invoice'],
          },
          { idempotencyKey: `orchid-plan-change-${changeId}` },
        ),
      );
      const invoice = updated.latest_invoice;
      const periodEnd = updated.items.data[0]?.current_period_end;
      const intervalChanged = item.price.recurring?.interval !== interval(to.sub_period);
      return {
        chargedCents: invoice && typeof invoice === 'object' ? invoice.amount_due : null,
        newPeriodEnd: intervalChanged && periodEnd ? fromUnix(periodEnd) : null,
      };
    },

    // A downgrade: a subscription schedule keeps the current phase to the period's end, then
    // bills the new plan (no proration) and lets the subscription go on by itself (release).
    async schedulePlanChange({ changeId, providerSubscriptionId, to, amountCents }) {
      if (!providerSubscriptionId) throw new PaymentProviderError('stripe: no subscription id');
      const schedule = await call('scheduling a plan change', () =>
        stripe.subscriptionSchedules.create(
          { from_subscription: providerSubscriptionId },
          { idempotencyKey: `orchid-plan-schedule-${changeId}` },
        ),
      );
      const phase = schedule.phases[0];
      if (!phase) throw new PaymentProviderError('stripe: a schedule without a phase');
      await call('scheduling a plan change', async () =>
        stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: phase.items.map((item) => ({
                price: idOf(item.price) ?? '',
                quantity: item.quantity ?? 1,
              })),
              start_date: phase.start_date,
              end_date: phase.end_date,
            },
            {
              items: [{ price_data: await priceData(to, amountCents), quantity: 1 }],
              duration: { interval: interval(to.sub_period), interval_count: 1 },
              proration_behavior: 'none',
              metadata: planMetadata(to),
            },
          ],
        }),
      );
      return { providerScheduleId: schedule.id };
    },

    async cancelScheduledChange(scheduleId) {
      await call('canceling a scheduled plan change', () =>
        stripe.subscriptionSchedules.release(scheduleId),
      );
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        // Verified over the raw bytes, with our clock judging the signature's age.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          undefined,
          undefined,
          options.clock.now().getTime(),
        );
      } catch {
        throw new WebhookSignatureError('The webhook signature could not be verified.');
      }
      return toPaymentEvent(event);
    },
  };
}
