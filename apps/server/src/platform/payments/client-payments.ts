// What the checkout module asks of a payment provider for clients' payments to their
// professional (issue 14), beside the plans' PaymentProvider (provider.ts). A provider holds
// no business rules: it charges, saves cards, refunds and opens payout accounts, in these words.

export type ProviderCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** Who pays, as the provider knows them. */
export type Payer = { userId: string; email: string | null; customerId: string };

export type IntentRequest = {
  /** Ours: the provider makes one intent per hold, whatever the retries (idempotency key). */
  holdId: string;
  /** The hold's intent from an earlier try (a declined card): it is given the new card. */
  existingIntentId: string | null;
  payer: Payer;
  paymentMethodId: string;
  /** 0: a setup intent (the card is kept for later, nothing charged now). */
  amountCents: number;
  /** The professional's payout account the money goes to; null for the built-in provider. */
  destinationAccountId: string | null;
  description: string;
};

export type CardPageRequest = {
  holdId: string;
  payer: Payer;
  amountCents: number;
  destinationAccountId: string | null;
  description: string;
  /** When the hold ends: the page closes soon after (a payment after that may be refunded). */
  payableUntil: Date;
  successUrl: string;
  cancelUrl: string;
};

export type ClientPaymentsProvider = {
  readonly name: 'simulated' | 'stripe';
  /** What the browser's card script needs ('simulated' for the built-in provider). */
  readonly publishableKey: string;
  /** The payer's customer at the provider, made the first time they pay. */
  createCustomer(input: { userId: string; email: string | null }): Promise<string>;
  savedCards(payer: Payer): Promise<ProviderCard[]>;
  createIntent(request: IntentRequest): Promise<{
    intentId: string;
    clientSecret: string;
    kind: 'payment' | 'setup';
  }>;
  /** The hosted card page for a new card, which keeps the card for next time. */
  openCardPage(request: CardPageRequest): Promise<{ sessionId: string; url: string }>;
  /** Gives back `amountCents` of a payment; the key makes a retried refund happen once. */
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  /** A new payout account for a professional, and where they set it up. */
  createPayoutAccount(input: { ownerUserId: string; email: string | null }): Promise<string>;
  payoutOnboardingUrl(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
};

/** What a provider's webhook tells about client payments, in our words. */
export type ClientPaymentEvent =
  | {
      /** A hold's payment (or card setup) went through: on a saved card or the card page. */
      type: 'client_intent_succeeded';
      holdId: string;
      intentId: string;
      kind: 'payment' | 'setup';
      amountCents: number;
      paymentMethodId: string | null;
    }
  | { type: 'client_intent_failed'; holdId: string; intentId: string; declineCode: string }
  /** Refunded of a payment so far, in all (ours, or made in the provider's dashboard). */
  | { type: 'client_charge_refunded'; intentId: string; refundedCents: number }
  | { type: 'payout_account_updated'; accountId: string; active: boolean };

export const isClientPaymentEvent = <T extends { type: string }>(
  event: T,
): event is Extract<T, { type: ClientPaymentEvent['type'] }> =>
  event.type.startsWith('client_') || event.type === 'payout_account_updated';
