import {
  cancelScheduledPlanChange,
  cancelSubscription as cancelSubscriptionEndpoint,
  changeSubscriptionPlan as changeSubscriptionPlanEndpoint,
  getSubscription,
  getSubscriptionCheckout,
  startSubscriptionCheckout,
  updateSubscription,
} from '@orchid/contracts/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { createSimulatedProvider } from '../../platform/payments/simulated';
import type { SubscriptionsContext } from './context';
import {
  cancelPlanChange,
  cancelSubscription,
  changeSubscriptionPlan,
  checkoutStatus,
  currentSubscription,
  setAutoRenew,
  startCheckout,
} from './service';
import { simulatedCheckoutRoutes } from './simulated-checkout-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import type { ClientEventHandler } from './webhooks';

const tags = ['subscriptions'];

function subscriptionApi(app: FastifyInstance, ctx: SubscriptionsContext) {
  addEndpointRoute(app, startSubscriptionCheckout, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ body, origin, principal }) =>
      startCheckout(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, getSubscriptionCheckout, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ params, origin, principal, reply }) => {
      reply.header('cache-control', 'no-store');
      const { checkout_id } = params;
      return checkoutStatus(ctx, principal.userId, checkout_id, origin);
    },
  });

  addEndpointRoute(app, getSubscription, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return currentSubscription(ctx, principal.userId);
    },
  });

  addEndpointRoute(app, updateSubscription, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ body, origin, principal }) =>
      setAutoRenew(ctx, principal.userId, body.auto_renew, origin),
  });

  addEndpointRoute(app, cancelSubscriptionEndpoint, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ origin, principal }) => cancelSubscription(ctx, principal.userId, origin),
  });

  addEndpointRoute(app, changeSubscriptionPlanEndpoint, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ body, origin, principal }) =>
      changeSubscriptionPlan(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, cancelScheduledPlanChange, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ origin, principal }) => cancelPlanChange(ctx, principal.userId, origin),
  });
}

type SubscriptionsRoutesOptions = {
  ctx: AppContext;
  payments: PaymentsConfig;
  /** Where Stripe's events about client payments go (the checkout). */
  clientEvents?: ClientEventHandler;
};

/**
 * Plans and subscriptions, with the configured payment provider: the simulated one serves
 * its card page here; Stripe reports payments to its webhook. Only the configured provider's
 * routes exist, so a Stripe installation has no page that starts a plan without paying.
 */
export async function subscriptionsRoutes(
  app: FastifyInstance,
  { ctx, payments, clientEvents }: SubscriptionsRoutesOptions,
) {
  app.log.info(
    { provider: payments.provider },
    payments.provider === 'stripe'
      ? 'payments: Stripe'
      : 'payments: simulated, no card is charged (set STRIPE_SECRET_KEY for real payments)',
  );
  if (payments.provider === 'stripe') {
    // Stripe's SDK loads only when it is the provider.
    const { createStripeProvider } = await import('../../platform/payments/stripe');
    const stripe = createStripeProvider({ ...payments, clock: ctx.clock, log: app.log });
    const stripeCtx = { ...ctx, payments: stripe };
    subscriptionApi(app, stripeCtx);
    await app.register(stripeWebhookRoutes, { ctx: stripeCtx, provider: stripe, clientEvents });
    return;
  }
  const simulatedCtx = { ...ctx, payments: createSimulatedProvider(ctx.publicUrl) };
  subscriptionApi(app, simulatedCtx);
  await app.register(simulatedCheckoutRoutes, { ctx: simulatedCtx });
}
