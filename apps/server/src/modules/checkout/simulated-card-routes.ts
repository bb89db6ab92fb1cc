import { randomBytes } from 'node:crypto';
import { cardDeclineMessage, checkoutMessages } from '@orchid/contracts';
import { isTimeZone } from '@orchid/contracts/time';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RequestOrigin, requestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import { type Principal, principalOf } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { timeInWords } from '../../platform/mail/mail-time';
import { cardSummary, chargeSimulatedCard } from '../../platform/payments/simulated-card';
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
import { findUserById } from '../accounts/users';
import type { CheckoutContext } from './context';
import { standingTo } from './holds';
import { checkoutConfirmUrl, checkoutPageUrl } from './payments';
import * as repo from './repo';
import { paymentDeclined, paymentSucceeded } from './settle';
import { SIMULATED_BOOKING_PAGE_PATH } from './simulated-provider';

const tags = ['payments'];
const pagePath = SIMULATED_BOOKING_PAGE_PATH.replace('{session_id}', ':session_id');
const ParamsSchema = z.object({ session_id: z.string().regex(/^cs_sim_[0-9a-f]{24}$/) });
const guard = { access: 'member' as const, minorSession: 'allowed' as const };

/**
 * The built-in provider's card page for a booking (checkout_one_time): GET shows the form,
 * POST pays and keeps the card, then goes to the checkout-confirm page; a decline shows the
 * §8 message and stays. Only the member paying for the hold sees it, while it can be paid.
 */
export async function simulatedBookingCardRoutes(
  parent: FastifyInstance,
  { ctx }: { ctx: CheckoutContext },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);
  const sendPage = cardPageSender(ctx.publicUrl);
  const pageOf = async (hold: repo.HoldRow, extra: Partial<CardPageInput> = {}) =>
    cardPage({
      brandName: ctx.brandName,
      purchase: {
        description: hold.sessionTypeLabel,
        details: await holdDetails(ctx, hold),
        amountCents: hold.priceCents,
      },
      formAction: pagePath.replace(':session_id', hold.checkoutSessionId ?? ''),
      ...extra,
    });
  const closed = (reply: FastifyReply, hold: repo.HoldRow) => {
    if (hold.status === 'booked')
      return reply.redirect(checkoutConfirmUrl(ctx.publicUrl, hold), 303);
    return sendPage(
      reply,
      409,
      closedCheckoutPage({
        brandName: ctx.brandName,
        message: checkoutMessages.holdExpired,
        pricingUrl: `${ctx.publicUrl}/professional-search/${hold.ownerUserId}`,
        backLabel: 'Choose another time',
      }),
    );
  };
  const holdOfPage = async (sessionId: string, principal: Principal) => {
    const hold = await repo.findHoldByCheckoutSession(ctx.db, sessionId);
    if (!hold || standingTo(hold, principal) !== 'payer')
      throw new AppError('checkout.holdNotFound');
    return hold;
  };
  const open = (hold: repo.HoldRow) =>
    (hold.status === 'held' || hold.status === 'pending_payment') &&
    hold.holdExpiresAt > ctx.clock.now();

  app.get(
    pagePath,
    {
      schema: {
        summary: 'The built-in provider’s card page for a booking',
        tags,
        params: ParamsSchema,
      },
      config: guard,
    },
    async (request, reply) => {
      const hold = await holdOfPage(request.params.session_id, principalOf(request));
      return open(hold) ? sendPage(reply, 200, await pageOf(hold)) : closed(reply, hold);
    },
  );

  app.post(
    pagePath,
    {
      schema: {
        summary: 'Pay for a booking on the built-in provider’s card page',
        tags,
        params: ParamsSchema,
        body: CardFormSchema,
      },
      config: { ...guard, rateLimit: payRateLimit },
    },
    async (request, reply) => {
      const hold = await holdOfPage(request.params.session_id, principalOf(request));
      if (!open(hold)) return closed(reply, hold);
      const card = request.body;
      const charge = chargeSimulatedCard(card, ctx.clock.now());
      if (charge.outcome === 'invalid') {
        return sendPage(reply, 422, await pageOf(hold, { error: charge.problem, name: card.name }));
      }
      const summary = cardSummary(card);
      const declineCode =
        charge.outcome === 'declined'
          ? charge.declineCode
          : summary.declinesWhenCharged
            ? 'generic_decline'
            : null;
      const paid = await payOnPage(ctx, hold, summary, declineCode, requestOrigin(request));
      if (!paid) {
        const message = cardDeclineMessage({
          message: checkoutMessages.declined,
          code: declineCode,
        });
        return sendPage(reply, 402, await pageOf(hold, { error: { message }, name: card.name }));
      }
      return reply.redirect(checkoutConfirmUrl(ctx.publicUrl, hold), 303);
    },
  );
  // Cancel (the form's second button): back to the checkout, where the member may choose
  // another card; the hold stays until it is paid or expires.
  app.post(
    `${pagePath}/cancel`,
    {
      schema: {
        summary: 'Leave the built-in provider’s card page for a booking',
        tags,
        params: ParamsSchema,
      },
      config: guard,
    },
    async (request, reply) => {
      const hold = await holdOfPage(request.params.session_id, principalOf(request));
      return reply.redirect(checkoutPageUrl(ctx.publicUrl, hold), 303);
    },
  );
}

const token = () => randomBytes(12).toString('hex');

/**
 * Who the session is with and when, on the payer's clock (their zone, else the
 * professional's, else UTC), weekday and zone named: nobody pays for the wrong session.
 */
async function holdDetails(ctx: CheckoutContext, hold: repo.HoldRow) {
  const [professional, payer] = await Promise.all([
    findUserById(ctx.db, hold.ownerUserId),
    findUserById(ctx.db, hold.payerUserId),
  ]);
  const zone = [payer?.timezone, professional?.timezone, 'UTC'].find(
    (candidate): candidate is string => !!candidate && isTimeZone(candidate),
  );
  const lines = [timeInWords(hold.startsAt, zone ?? 'UTC')];
  if (professional) {
    const name = `${professional.preferredFirstName ?? professional.firstName} ${professional.lastName}`;
    lines.unshift(`With ${name.trim()}`);
  }
  return lines;
}

/**
 * The page's payment: the card is kept (a declining card only when Stripe would keep it: the
 * card that is declined when charged later), and the hold's one payment succeeds or is declined.
 */
async function payOnPage(
  ctx: CheckoutContext,
  hold: repo.HoldRow,
  card: ReturnType<typeof cardSummary>,
  declineCode: string | null,
  origin: RequestOrigin,
) {
  return inTransaction(ctx, async (tx) => {
    const locked = await repo.lockHold(tx.db, hold.id);
    if (!locked) throw new AppError('checkout.holdNotFound');
    const now = tx.clock.now();
    const saveCard = declineCode === null || card.declinesWhenCharged;
    const cardId = `pm_sim_${token()}`;
    if (saveCard) {
      await repo.insertSavedCard(tx.db, {
        id: cardId,
        userId: locked.payerUserId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        declineCode: card.declinesWhenCharged ? 'generic_decline' : null,
        createdAt: now,
      });
    }
    const payment = await repo.insertPaymentOnce(tx.db, {
      holdId: locked.id,
      provider: 'simulated',
      kind: 'payment',
      intentId: `pi_sim_${token()}`,
      paymentMethodId: saveCard ? cardId : null,
      amountCents: locked.priceCents,
      status: 'requires_confirmation',
      createdAt: now,
      modifiedAt: now,
    });
    if (!payment) throw new Error('payment row missing');
    if (payment.status === 'succeeded') return true;
    if (declineCode) {
      await paymentDeclined(tx, locked, payment, declineCode, origin);
      return false;
    }
    await paymentSucceeded(tx, locked, payment, origin);
    return true;
  });
}
