import { percentOf } from '@orchid/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { ClientPaymentEvent, ClientPaymentsProvider } from './client-payments';
import { PaymentProviderError } from './provider';
import { idOf, stripeCaller, stripeSdk, toUnix } from './stripe-sdk';

// Clients paying their professional through Stripe (issue 14): a customer per payer whose
// saved cards are its card payment methods; destination charges to the practice's Connect
// Express account (transfer_data.destination), with the platform's application fee only when
// configured; refunds taken back from that account. Every create carries an idempotency key
// made of our ids, so a retried or doubled request makes one object at Stripe.

type StripeClientPaymentsOptions = {
  secretKey: string;
  apiUrl: string | undefined;
  publishableKey: string;
  /** The platform's share of each payment, in percent (0: none). */
  applicationFeePercent: number;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** Stripe Checkout takes an expiry 30 minutes to 24 hours ahead. */
const CHECKOUT_MIN_OPEN_MS = 30 * 60_000;

export function createStripeClientPayments(
  options: StripeClientPaymentsOptions,
): ClientPaymentsProvider {
  const stripe = stripeSdk(options.secretKey, options.apiUrl);
  const call = stripeCaller(options.log);

  /** Where the money goes, and what the platform keeps of it (destination charges). */
  const destination = (amountCents: number, accountId: string | null) => {
    if (!accountId) return {};
    const fee = percentOf(amountCents, options.applicationFeePercent);
    return {
      transfer_data: { destination: accountId },
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
    };
  };

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createCustomer({ userId, email }) {
      const customer = await call('creating a customer', () =>
        stripe.customers.create(
          { ...(email ? { email } : {}), metadata: { orchid_user_id: userId } },
          { idempotencyKey: `orchid-customer-${userId}` },
        ),
      );
      return customer.id;
    },

    async savedCards(payer) {
      const methods = await call('listing saved cards', () =>
        stripe.customers.listPaymentMethods(payer.customerId, { type: 'card', limit: 100 }),
      );
      return methods.data.flatMap((method) =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.brand,
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
              },
            ]
          : [],
      );
    },

    // One intent per hold: a second call for the hold answers the first intent (same key), and
    // another card after a decline is put on that same intent, never on a new one.
    async createIntent(request) {
      const metadata = { hold_id: request.holdId };
      const card = { payment_method: request.paymentMethodId };
      if (request.amountCents === 0) {
        const setup = await call('preparing a card setup', () =>
          request.existingIntentId?.startsWith('seti_')
            ? stripe.setupIntents.update(request.existingIntentId, card)
            : stripe.setupIntents.create(
                {
                  ...card,
                  customer: request.payer.customerId,
                  allowed_payment_method_types: ['card'],
                  metadata,
                },
                { idempotencyKey: `orchid-hold-setup-${request.holdId}` },
              ),
        );
        return { intentId: setup.id, clientSecret: setup.client_secret ?? '', kind: 'setup' };
      }
      const intent = await call('preparing a payment', () =>
        request.existingIntentId?.startsWith('pi_')
          ? stripe.paymentIntents.update(request.existingIntentId, card)
          : stripe.paymentIntents.create(
              {
                ...card,
                amount: request.amountCents,
                currency: 'usd',
                customer: request.payer.customerId,
                allowed_payment_method_types: ['card'],
                description: request.description,
                metadata,
                ...destination(request.amountCents, request.destinationAccountId),
              },
              { idempotencyKey: `orchid-hold-payment-${request.holdId}` },
            ),
      );
      return { intentId: intent.id, clientSecret: intent.client_secret ?? '', kind: 'payment' };
    },

    // Payment mode, the card kept on the customer for next time. The session closes half an
    // hour after the hold (Stripe's shortest), and its parameters depend only on the hold, so
    // opening the page again answers the same session.
    async openCardPage(request) {
      const session = await call('opening a card page', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: request.payer.customerId,
            client_reference_id: request.holdId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            payment_intent_data: {
              setup_future_usage: 'on_session',
              description: request.description,
              metadata: { hold_id: request.holdId },
              ...destination(request.amountCents, request.destinationAccountId),
            },
            metadata: { hold_id: request.holdId },
            expires_at: toUnix(new Date(request.payableUntil.getTime() + CHECKOUT_MIN_OPEN_MS)),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `orchid-hold-checkout-${request.holdId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('stripe: checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    // The practice gives the money back (reverse_transfer) and the platform its fee.
    async refund({ intentId, amountCents, idempotencyKey }) {
      await call('refunding a payment', () =>
        stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountCents,
            reverse_transfer: true,
            refund_application_fee: true,
          },
          { idempotencyKey: `orchid-${idempotencyKey}` },
        ),
      );
    },

    async createPayoutAccount({ ownerUserId, email }) {
      const account = await call('creating a payout account', () =>
        stripe.accounts.create(
          {
            type: 'express',
            ...(email ? { email } : {}),
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { orchid_user_id: ownerUserId },
          },
          { idempotencyKey: `orchid-payout-account-${ownerUserId}` },
        ),
      );
      return account.id;
    },

    // Account Links are single-use and short-lived: a new one each time, so no idempotency key.
    async payoutOnboardingUrl({ accountId, returnUrl, refreshUrl }) {
      const link = await call('opening payout onboarding', () =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },
  };
}

/** The decline code of a failed attempt (Stripe's card decline code, else its error code). */
const declineOf = (error: { decline_code?: string; code?: string } | null | undefined) =>
  error?.decline_code ?? error?.code ?? 'generic_decline';

/** A Stripe event about client payments, in our words; null for any other event. */
export function toClientPaymentEvent(event: Stripe.Event): ClientPaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const intentId = idOf(session.payment_intent);
      if (session.mode !== 'payment' || session.payment_status !== 'paid') return null;
      if (!session.client_reference_id || !intentId) return null;
      return {
        type: 'client_intent_succeeded',
        holdId: session.client_reference_id,
        intentId,
        kind: 'payment',
        amountCents: session.amount_total ?? 0,
        paymentMethodId: null,
      };
    }
    case 'payment_intent.succeeded':
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      const holdId = intent.metadata?.hold_id;
      if (!holdId) return null;
      const payment = intent.object === 'payment_intent';
      return {
        type: 'client_intent_succeeded',
        holdId,
        intentId: intent.id,
        kind: payment ? 'payment' : 'setup',
        amountCents: payment ? intent.amount_received : 0,
        paymentMethodId: idOf(intent.payment_method),
      };
    }
    case 'payment_intent.payment_failed':
    case 'setup_intent.setup_failed': {
      const intent = event.data.object;
      const holdId = intent.metadata?.hold_id;
      if (!holdId) return null;
      const error =
        intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
      return {
        type: 'client_intent_failed',
        holdId,
        intentId: intent.id,
        declineCode: declineOf(error),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return null;
      return { type: 'client_charge_refunded', intentId, refundedCents: charge.amount_refunded };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        type: 'payout_account_updated',
        accountId: account.id,
        active: account.charges_enabled && account.details_submitted,
      };
    }
    default:
      return null;
  }
}
