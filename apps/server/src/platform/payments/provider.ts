import type { PricedPlanClass, SubPeriod } from '@orchid/contracts/plans';
import type { TerminatedCode } from '@orchid/contracts/subscriptions';

// What the subscriptions module asks of a payment provider, and what a provider tells it
// back. A provider holds no business rules: it creates payment pages, relays the customer's
// wishes (renewal, cancellation) and reports payments in these words.

export type CheckoutRequest = {
  /** Ours; the provider hands it back with the completed payment. */
  checkoutId: string;
  selection: { sub_class: PricedPlanClass; sub_period: SubPeriod };
  /** For one period: a month, or a year on the annual period. */
  amountCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

export type ProviderCheckout = {
  /** Where the browser pays. */
  url: string;
  /** The provider's id of the payment page; none when the provider is this server. */
  providerSessionId: string | null;
};

export type PaymentProvider = {
  readonly name: 'simulated' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Closes a payment page nobody should pay any more (a newer checkout replaced it). */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** Off: the subscription ends with its current period instead of renewing. */
  setAutoRenew(providerSubscriptionId: string, autoRenew: boolean): Promise<void>;
  /** Ends a subscription at once (a newer one replaced it). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
};

/** The provider's subscription as it now stands. */
export type SubscriptionChange = {
  type: 'subscription_changed';
  providerSubscriptionId: string;
  autoRenew: boolean;
  currentPeriodEnd: Date | null;
  /** Set once the provider has ended the subscription. */
  ended: { code: TerminatedCode; at: Date } | null;
};

/** News from a provider's webhook, in our words; `createdAt` orders news about one thing. */
export type PaymentEvent = { id: string; createdAt: Date } & (
  | {
      type: 'checkout_completed';
      checkoutId: string;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
    }
  | { type: 'checkout_expired'; checkoutId: string }
  | SubscriptionChange
  | { type: 'renewal_failed'; providerSubscriptionId: string; attempt: number }
  /** An event we do not act on (the provider sends many kinds). */
  | { type: 'ignored'; providerType: string }
);

/** A provider that reports payments by signed webhooks. */
export type WebhookPaymentProvider = PaymentProvider & {
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
};

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider could not be reached or refused the call; details were logged where it failed. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
