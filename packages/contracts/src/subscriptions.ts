import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema } from './instants';
import {
  PlanClassSchema,
  PricedPlanClassSchema,
  PricingSelectionSchema,
  SubPeriodSchema,
} from './plans';
import { text } from './text';

// A professional's subscription (accounts-and-access §3 "Professional subscription", §4 "Plan
// state of a professional", §9 prices): starting a trial or a paid checkout, reading the
// subscription with its plan state, auto-renewal and cancellation.

export { CHECKOUT_CANCEL_PATH, PAYMENT_CONFIRMATION_PATH } from './pricing-paths';

/** Who runs a subscription: a free trial (nobody bills it) or a payment provider. */
export const SUBSCRIPTION_PROVIDERS = ['trial', 'simulated', 'stripe'] as const;
export const SubscriptionProviderSchema = z.enum(SUBSCRIPTION_PROVIDERS);

/** Why a subscription ended (terminated_code); the spec shows the field, not its values. */
export const TERMINATED_CODES = [
  /** The professional canceled; access runs to the end of the period paid for. */
  'canceled_by_user',
  /** A free trial reached its end without a paid plan. */
  'trial_ended',
  /** Auto-renewal was off and the period ran out. */
  'expired',
  /** A newer paid subscription took its place (a trial upgraded to a paid plan). */
  'replaced',
  /** The provider gave up collecting a renewal. */
  'payment_failed',
  /** Ended at the payment provider for another reason (its dashboard, a dispute). */
  'ended_by_provider',
] as const;
export type TerminatedCode = (typeof TERMINATED_CODES)[number];

export const CHECKOUT_STATUSES = ['open', 'completed', 'declined', 'canceled', 'expired'] as const;
export const CheckoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;

export const subscriptionMessages = {
  trialUsed: 'You have already used your free trial. Please choose a paid plan.',
  alreadySubscribed:
    'You already have a paid plan. Change it from the pricing page instead of buying another.',
  noSubscription: 'You have no active subscription.',
  checkoutNotFound: 'This checkout does not exist.',
  checkoutClosed: 'This checkout is no longer open. Please start again from the pricing page.',
  checkoutDeclinedTooOften:
    'This checkout was closed after several declined payments. Please start again from the pricing page.',
  checkoutRace: 'Another checkout was started at the same moment. Please try again.',
  trialNotOffered: 'This plan has no free trial',
  /** AI Only and Core + AI wait for AI notes (contracts' planOnSale). */
  planNotOnSale:
    'This plan is not on sale yet: what it adds is still being built. Please choose another plan.',
  providerUnavailable:
    'The payment provider could not be reached. Please try again in a few minutes.',
  cardDeclined: 'Your card was declined.',
  samePlan: 'This is already your plan.',
  changeNeedsCheckout:
    'A free trial becomes a paid plan at checkout, where you give your card. Your trial days are kept.',
  changeNotRenewing:
    'Your plan does not renew. Turn auto-renew on to change to another plan when this period ends.',
  planNotChangeable:
    'Your plan was arranged with us directly. Please write to support to change it.',
  noScheduledChange: 'No plan change is scheduled.',
  changeRace: 'Another plan change was made at the same moment. Please try again.',
  changeDeclined: 'Your card was declined, so your plan was not changed.',
} as const;

/** The subscription's record: the §3 fields, when the paid period ends, and who bills it. */
export const SubscriptionSchema = z.object({
  sub_class: PlanClassSchema,
  sub_period: SubPeriodSchema,
  coupon_id: text().nullable(),
  activated_time: AnswerInstantSchema,
  auto_renew: z.boolean(),
  /** One of TERMINATED_CODES; set together with terminated_time. */
  terminated_code: text().nullable(),
  /** When access ends (or ended); after a cancellation, the end of the period paid for. */
  terminated_time: AnswerInstantSchema.nullable(),
  current_period_end: AnswerInstantSchema,
  provider: SubscriptionProviderSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The professional's plan state (§4), computed by the server with planState. */
export const SubscriptionPlanSchema = z.object({
  plan_type: PlanClassSchema,
  subscribed: z.boolean(),
  on_trial: z.boolean(),
  trial_ends_at: AnswerInstantSchema.nullable(),
  terminated: z.boolean(),
  renewing: z.boolean(),
  /** When the next payment is due: the end of the current period while renewing. */
  next_billing_date: AnswerInstantSchema.nullable(),
  /** The subscription's price for its period (the annual price for a year); null without one. */
  price_cents: z.number().int().nullable(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

/** A downgrade waiting for the end of the period paid for (see plan-changes.ts). */
export const ScheduledPlanChangeSchema = z.object({
  sub_class: PricedPlanClassSchema,
  sub_period: SubPeriodSchema,
  /** When it takes effect: the end of the current period. */
  effective_at: AnswerInstantSchema,
  /** The new plan's price for its period, billed from effective_at. */
  price_cents: z.number().int(),
});
export type ScheduledPlanChange = z.infer<typeof ScheduledPlanChangeSchema>;

/**
 * The latest relevant subscription (null when there has never been one), the plan state, and
 * the plan change scheduled for the end of its period (null when none).
 */
export const CurrentSubscriptionSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  plan: SubscriptionPlanSchema,
  scheduled_change: ScheduledPlanChangeSchema.nullable(),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

/** A trial starts at once; a paid plan sends the browser to the provider's payment page. */
export const CheckoutStartedSchema = z.discriminatedUnion('type', [
  CurrentSubscriptionSchema.extend({ type: z.literal('trial') }),
  z.object({ type: z.literal('paid'), checkout_id: z.uuid(), checkout_url: z.url() }),
]);
export type CheckoutStarted = z.infer<typeof CheckoutStartedSchema>;

/** A paid checkout as the payment-confirmation page follows it. */
export const SubscriptionCheckoutSchema = z.object({
  checkout_id: z.uuid(),
  status: CheckoutStatusSchema,
  sub_class: PricedPlanClassSchema,
  sub_period: SubPeriodSchema,
  amount_cents: z.number().int(),
  /** The latest decline (see card-declines); null when none. */
  decline_code: text().nullable(),
  /**
   * Bought during a free trial: the first payment is due then, when the trial would have
   * ended (nothing is charged before). Null: paid at once.
   */
  billing_starts_at: AnswerInstantSchema.nullable(),
});
export type SubscriptionCheckout = z.infer<typeof SubscriptionCheckoutSchema>;

export const AutoRenewRequestSchema = z.strictObject({ auto_renew: z.boolean() });

export const startSubscriptionCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/subscription/checkout',
  summary: 'Start a free trial at once, or open a paid checkout and get its payment page',
  body: PricingSelectionSchema,
  status: 201,
  response: CheckoutStartedSchema,
});

export const getSubscriptionCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/subscription/checkout/{checkout_id}',
  summary: 'One of your paid checkouts and how it ended',
  params: z.object({ checkout_id: z.uuid() }),
  status: 200,
  response: SubscriptionCheckoutSchema,
});

export const getSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/subscription',
  summary: 'Your current subscription and plan state',
  status: 200,
  response: CurrentSubscriptionSchema,
});

export const updateSubscription = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/subscription',
  summary: 'Turn auto-renewal of your subscription on or off',
  body: AutoRenewRequestSchema,
  status: 200,
  response: CurrentSubscriptionSchema,
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/subscription/cancel',
  summary: 'Cancel your subscription; access continues to the end of the period paid for',
  status: 200,
  response: CurrentSubscriptionSchema,
});

/** The plan to change to: any priced plan and period (see plan-changes.ts for what happens). */
export const PlanChangeRequestSchema = z.strictObject({
  sub_class: PricedPlanClassSchema,
  sub_period: SubPeriodSchema,
});

/** The subscription after a change, and what the change did. */
export const PlanChangedSchema = CurrentSubscriptionSchema.extend({
  change: z.object({
    kind: z.enum(['upgrade', 'downgrade']),
    /** An upgrade: now. A downgrade: the end of the current period. */
    effective_at: AnswerInstantSchema,
    /**
     * Charged now for an upgrade: the new plan's price for the rest of the period, less the
     * unused part of the old one (prorated). Null for a downgrade, or when the provider did
     * not say.
     */
    charged_cents: z.number().int().nullable(),
  }),
});
export type PlanChanged = z.infer<typeof PlanChangedSchema>;

export const changeSubscriptionPlan = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/subscription/change',
  summary:
    'Change your paid plan: an upgrade at once with a prorated charge, a downgrade at the end of the period',
  body: PlanChangeRequestSchema,
  status: 200,
  response: PlanChangedSchema,
});

export const cancelScheduledPlanChange = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/subscription/change/cancel',
  summary: 'Cancel the plan change scheduled for the end of the period; your plan stays as it is',
  status: 200,
  response: CurrentSubscriptionSchema,
});

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/payments/v1/stripe/webhook',
  summary: 'Events from Stripe, verified by their signature',
  status: 200,
  response: z.object({ received: z.literal(true) }),
});
