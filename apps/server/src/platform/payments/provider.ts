import type { PlanChoice } from '@orchid/contracts/plan-changes';
import type { PricedPlanClass, SubPeriod } from '@orchid/contracts/plans';
import type { TerminatedCode } from '@orchid/contracts/subscriptions';
import type { ClientPaymentEvent } from './client-payments';

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
  /**
   * Bought during a free trial: the card is taken now and the first payment is due then,
   * when the trial would have ended. Null: the first payment is due at once.
   */
  billingStartsAt: Date | null;
};

/** An upgrade, made at once with a prorated charge. */
export type PlanChangeNowRequest = {
  /** Ours: one change is made once at the provider, even when the call is retried. */
  changeId: string;
  /** The provider's subscription; null for the simulated provider, which keeps none. */
  providerSubscriptionId: string | null;
  from: PlanChoice;
  to: PlanChoice;
  /** The new plan's price for one period. */
  amountCents: number;
  /** The period paid for now, as we know it. */
  period: { start: Date; end: Date };
  /** False in the trial days kept after buying during a trial: nothing was paid yet. */
  billingStarted: boolean;
  now: Date;
};

export type PlanChangedNow = {
  /** Charged now for the rest of the period; null when the provider did not say. */
  chargedCents: number | null;
  /** Set when the change started a new period (monthly to annual): its end. */
  newPeriodEnd: Date | null;
};

/** A downgrade, made by the provider when the current period ends. */
export type ScheduledChangeRequest = {
  changeId: string;
  providerSubscriptionId: string | null;
  to: PlanChoice;
  amountCents: number;
  effectiveAt: Date;
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
  /** Changes the plan at once and charges the prorated difference (an upgrade). */
  changePlanNow(request: PlanChangeNowRequest): Promise<PlanChangedNow>;
  /**
   * Has the provider bill the new plan from the end of the current period (a downgrade);
   * answers its id for what it scheduled, null when it keeps nothing.
   */
  schedulePlanChange(
    request: ScheduledChangeRequest,
  ): Promise<{ providerScheduleId: string | null }>;
  /** Drops what schedulePlanChange scheduled: the plan stays as it is. */
  cancelScheduledChange(providerScheduleId: string): Promise<void>;
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
  /** Clients paying their professional (the booking checkout), applied by the checkout. */
  | ClientPaymentEvent
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

/** The card was declined while charging for a change; the change was not made. */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
  constructor(readonly declineCode: string | null) {
    super('the card was declined');
  }
}

/** The provider could not be reached or refused the call; details were logged where it failed. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
