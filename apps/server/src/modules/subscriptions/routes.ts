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
import { requestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { createSimulatedProvider } from '../../platform/payments/simulated';
import { createStripeProvider } from '../../platform/payments/stripe';
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
  const userOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  addEndpointRoute(app, startSubscriptionCheckout, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) =>
      startCheckout(ctx, userOf(request), request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, getSubscriptionCheckout, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { checkout_id } = request.params;
      return checkoutStatus(ctx, userOf(request), checkout_id, requestOrigin(request));
    },
  });

  addEndpointRoute(app, getSubscription, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentSubscription(ctx, userOf(request));
    },
  });

  addEndpointRoute(app, updateSubscription, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) =>
      setAutoRenew(ctx, userOf(request), request.body.auto_renew, requestOrigin(request)),
  });

  addEndpointRoute(app, cancelSubscriptionEndpoint, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) => cancelSubscription(ctx, userOf(request), requestOrigin(request)),
  });

  addEndpointRoute(app, changeSubscriptionPlanEndpoint, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) =>
      changeSubscriptionPlan(ctx, userOf(request), request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, cancelScheduledPlanChange, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) => cancelPlanChange(ctx, userOf(request), requestOrigin(request)),
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
