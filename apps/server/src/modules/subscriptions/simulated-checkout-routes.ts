import { subscriptionMessages } from '@orchid/contracts/subscriptions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { SIMULATED_CHECKOUT_PATH } from '../../platform/payments/simulated';
import {
  type CardPageInput,
  cardPage,
  closedCheckoutPage,
} from '../../platform/payments/simulated-page';
import {
  acceptFormPosts,
  CardFormSchema,
  cardPageSender,
  payRateLimit,
} from '../../platform/payments/simulated-page-http';
import {
  cancelSimulatedCheckout,
  checkoutOfOwner,
  paymentConfirmationUrl,
  paySimulatedCheckout,
} from './checkout';
import type { SubscriptionsContext } from './context';
import type { CheckoutRow } from './repo';

const tags = ['payments'];
const pagePath = SIMULATED_CHECKOUT_PATH.replace('{checkout_id}', ':checkout_id');
const ParamsSchema = z.object({ checkout_id: z.uuid() });

/**
 * The simulated provider's payment page: GET shows the card form, POST pays, POST .../cancel
 * leaves. Only the professional who opened the checkout may see or pay it, while it is open.
 */
export async function simulatedCheckoutRoutes(
  parent: FastifyInstance,
  { ctx }: { ctx: SubscriptionsContext },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);

  const sendPage = cardPageSender(ctx.publicUrl);

  const cardPageOf = (checkout: CheckoutRow, extra: Partial<CardPageInput> = {}) =>
    cardPage({
      brandName: ctx.brandName,
      purchase: {
        subClass: checkout.subClass,
        subPeriod: checkout.subPeriod,
        amountCents: checkout.amountCents,
        billingStartsAt: checkout.billingStartsAt,
      },
      formAction: pagePath.replace(':checkout_id', checkout.id),
      ...extra,
    });

  /** A checkout that cannot be paid: a paid one goes to its confirmation, others say why. */
  const closed = (reply: FastifyReply, checkout: CheckoutRow) => {
    if (checkout.status === 'completed') {
      return reply.redirect(paymentConfirmationUrl(ctx.publicUrl, checkout.id), 303);
    }
    const message =
      checkout.status === 'declined'
        ? subscriptionMessages.checkoutDeclinedTooOften
        : subscriptionMessages.checkoutClosed;
    return sendPage(
      reply,
      409,
      closedCheckoutPage({
        brandName: ctx.brandName,
        message,
        pricingUrl: `${ctx.publicUrl}/pricing`,
      }),
    );
  };

  app.get(
    pagePath,
    {
      schema: { summary: 'The simulated provider’s card page', tags, params: ParamsSchema },
      config: { access: 'orchid_pro' },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const checkout = await checkoutOfOwner(
        ctx,
        userId,
        request.params.checkout_id,
        requestOrigin(request),
      );
      if (checkout.status !== 'open') return closed(reply, checkout);
      return sendPage(reply, 200, cardPageOf(checkout));
    },
  );

  app.post(
    pagePath,
    {
      schema: {
        summary: 'Pay a checkout on the simulated provider’s card page',
        tags,
        params: ParamsSchema,
        body: CardFormSchema,
      },
      config: { access: 'orchid_pro', rateLimit: payRateLimit },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const card = request.body;
      const payment = await paySimulatedCheckout(
        ctx,
        userId,
        request.params.checkout_id,
        card,
        requestOrigin(request),
      );
      switch (payment.kind) {
        case 'paid':
          return reply.redirect(payment.redirectUrl, 303);
        case 'closed':
          return closed(reply, payment.checkout);
        case 'invalid':
          return sendPage(
            reply,
            422,
            cardPageOf(payment.checkout, { error: payment.problem, name: card.name }),
          );
        case 'declined':
          if (payment.checkout.status !== 'open') return closed(reply, payment.checkout);
          return sendPage(
            reply,
            402,
            cardPageOf(payment.checkout, { error: { message: payment.message }, name: card.name }),
          );
      }
    },
  );

  app.post(
    `${pagePath}/cancel`,
    {
      schema: {
        summary: 'Leave the simulated provider’s card page without paying',
        tags,
        params: ParamsSchema,
      },
      config: { access: 'orchid_pro' },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const target = await cancelSimulatedCheckout(
        ctx,
        userId,
        request.params.checkout_id,
        requestOrigin(request),
      );
      return reply.redirect(target, 303);
    },
  );
}
