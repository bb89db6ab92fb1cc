import { stripeWebhook } from '@orchid/contracts/subscriptions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import {
  type WebhookPaymentProvider,
  WebhookSignatureError,
} from '../../platform/payments/provider';
import type { SubscriptionsContext } from './context';
import { type ClientEventHandler, handlePaymentEvent } from './webhooks';

type StripeWebhookOptions = {
  ctx: SubscriptionsContext;
  provider: WebhookPaymentProvider;
  /** The checkout's: clients paying their professional. */
  clientEvents?: ClientEventHandler;
};

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so in this plugin (and
 * only here) a JSON body is kept raw instead of parsed. A bad signature answers 400; a
 * failure while applying the event answers 500, and Stripe delivers it again.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { ctx, provider, clientEvents }: StripeWebhookOptions,
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  addEndpointRoute(app, stripeWebhook, {
    access: 'public',
    tags: ['payments'],
    handler: async ({ body: raw, origin, request }) => {
      const body: unknown = raw;
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(body) || typeof signature !== 'string') {
        throw new AppError('platform.badWebhook');
      }
      try {
        const event = provider.parseWebhook(body, signature);
        await handlePaymentEvent(ctx, event, origin, clientEvents);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('platform.badWebhook', error.message);
        }
        throw error;
      }
      return { received: true as const };
    },
  });
}
