import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema, InstantSchema } from './instants';
import { centsFromDollars, percentOf } from './money';
import { text } from './text';

// Booking checkout and client payments (issue 14; booking-practice-and-marketing §2 "Booking
// checkout", §3 Timeslot / Saved card / intents / checkout session / coupon result / payment
// configuration, §4 "Booking checkout", §7, §8). The §7 paths, bodies and answers are the
// spec's; the rest (a hold's state, coupons, simulated confirmation) are ours, written here once.

/** A member holds a time this long while paying; then it is free again (a job). */
export const HOLD_MINUTES = 15;

/**
 * Where a hold stands:
 * - held: reserved for the member, waiting for payment (until hold_expires_at);
 * - pending_payment: a payment was started and is being confirmed (webhook or card page);
 * - booked: paid (or free) and on the calendar as a scheduled session;
 * - expired: not paid in time, the time is free again;
 * - refunded: paid, but the session could not be placed (refunded at once) or was cancelled.
 */
export const HOLD_STATUSES = ['held', 'pending_payment', 'booked', 'expired', 'refunded'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const checkoutMessages = {
  timeTaken: 'This time was just taken. Please choose another.',
  holdExpired: 'Your hold on this time has ended. Please choose the time again.',
  couponUnknown: 'This coupon does not exist.',
  couponUsedUp: 'This coupon has been used up.',
  couponExpired: 'This coupon has expired.',
  couponNotForType: 'This coupon does not apply to this session type.',
  tooManyCouponTries: 'Too many coupon codes were tried. Please wait a few minutes and try again.',
  missingCredential: 'Payment confirm failed: Missing credential to confirm payment',
  signupUnfinished: 'Please complete your registration before booking.',
  // Ours (the spec shows any checkout error as a red alert, words not given).
  holdNotFound: 'We could not find this booking.',
  alreadyPaid: 'This booking is already paid.',
  notBookable: 'This time cannot be booked online. Please choose another.',
  payoutNotReady: 'This professional does not take online payments yet.',
  cardNotFound: 'We could not find this card. Please choose another or add a new one.',
  intentNotFound: 'We could not find this payment.',
  declined: 'The card was declined.',
  couponNameTaken: 'A coupon with this name already exists.',
  couponNotFound: 'We could not find this coupon.',
  providerUnavailable: 'The payment service is not reachable. Please try again in a moment.',
  onlyOwnerPays: 'Only the member who booked can pay for this booking.',
} as const;

const couponName = () => text().trim().min(1).max(50);

/** §7 POST /api/scheduler/v1/timeslot_patient/books_availability: the body, verbatim. */
export const BookTimeslotSchema = z.strictObject({
  timeslot_length_minute: z.number().int().min(5).max(480),
  timeslot_datetime_start: InstantSchema,
  orchid_pro_cognito_sub: z.uuid(),
  appointment_type_label: text().trim().min(1).max(100),
  coupon_name: couponName().nullable().optional(),
  invite_code: text().trim().max(100).nullable().optional(),
  place_session_held_outside_of_orchid: z.boolean().default(false),
});
export type BookTimeslot = z.input<typeof BookTimeslotSchema>;

export const bookTimeslot = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/timeslot_patient/books_availability',
  summary:
    'Hold a free time for HOLD_MINUTES while the member pays (409 when taken); price after the coupon',
  body: BookTimeslotSchema,
  status: 201,
  response: z.object({
    timeslot_id: z.uuid(),
    /** Dollars, after the coupon. */
    price: z.number(),
    hold_expires_at: AnswerInstantSchema,
  }),
});

/** §3 Timeslot, with where it stands: for the checkout-confirm page. */
export const HeldTimeslotSchema = z.object({
  timeslot_id: z.uuid(),
  price: z.number(),
  timeslot_datetime_start: AnswerInstantSchema,
  timeslot_length_minute: z.number().int(),
  appointmentType: z.object({ label: text() }),
  status: z.enum(HOLD_STATUSES),
  hold_expires_at: AnswerInstantSchema,
  orchid_pro_cognito_sub: z.uuid(),
  /** The booked session, once there is one. */
  appointment_id: z.uuid().nullable(),
  /** For a seat in a group series: the series (its meetings are on its page). */
  group_sessions_series_id: z.uuid().nullable(),
  /** The last card decline of this hold, if any: a §8 decline code. */
  decline_code: text().nullable(),
});
export type HeldTimeslot = z.infer<typeof HeldTimeslotSchema>;

export const getTimeslot = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/timeslot_patient/{timeslot_id}',
  summary: "One of the member's holds and where it stands (the checkout-confirm page)",
  params: z.object({ timeslot_id: z.uuid() }),
  status: 200,
  response: HeldTimeslotSchema,
});

// ---- Payments (§7) ---------------------------------------------------------------------------

export const getPaymentConfig = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/payment/config',
  summary:
    "The card provider's publishable key ('simulated' for the built-in provider, which needs no script)",
  status: 200,
  response: z.object({ publishable_key: text() }),
});

/** §3 Saved card. */
export const SavedCardSchema = z.object({
  id: text(),
  card: z.object({
    brand: text(),
    last4: text(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** §2: how a saved card is shown: '{brand} ***{last4} {exp_month}/{exp_year}'. */
export const savedCardLabel = ({ card }: SavedCard) =>
  `${card.brand} ***${card.last4} ${card.exp_month}/${card.exp_year}`;

export const listSavedPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/payment/saved_payment_methods',
  summary: "The member's saved cards",
  status: 200,
  response: z.object({ payment_methods: z.array(SavedCardSchema) }),
});

export const checkoutOneTime = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/payment/checkout_one_time',
  summary: "Open the provider's hosted card page for a hold (the card is saved for next time)",
  body: z.strictObject({ timeslot_id: z.uuid() }),
  status: 201,
  response: z.object({ session_id: text(), checkout_url: text() }),
});

export const payWithExistingPaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/payment/pay_with_existing_payment_method/{timeslot_id}',
  summary:
    'Pay for a hold with a saved card: a payment intent (pi_...), or a setup intent (seti_...) when nothing is charged now',
  params: z.object({ timeslot_id: z.uuid() }),
  body: z.strictObject({ payment_method_id: text().trim().min(1).max(255) }),
  status: 201,
  response: z.object({ id: text(), client_secret: text() }),
});

/**
 * The built-in provider's stand-in for Stripe.js's confirmation (the web calls it when
 * publishable_key is 'simulated'): confirms the intent with its client secret. A decline
 * answers 402 with the §8 message (cardDeclineMessage) and the code.
 */
export const SIMULATED_PUBLISHABLE_KEY = 'simulated';
export const confirmSimulatedIntent = defineEndpoint({
  method: 'POST',
  path: '/api/payments/v1/simulated/intents/{intent_id}/confirm',
  summary: 'Confirm a payment or setup intent of the built-in provider with its client secret',
  params: z.object({ intent_id: text().trim().min(1).max(255) }),
  body: z.strictObject({ client_secret: text().trim().min(1).max(255) }),
  status: 200,
  response: z.object({ id: text(), status: z.enum(['succeeded', 'processing']) }),
});

// ---- Coupons ---------------------------------------------------------------------------------

export const CouponInputSchema = z
  .strictObject({
    coupon_name: couponName(),
    /** Exactly one of percent_off (1-100) and amount_off (dollars). */
    percent_off: z.number().int().min(1).max(100).nullable(),
    amount_off: z.number().min(0.01).max(100_000).nullable(),
    /** Session type labels it applies to; empty: all. */
    labels: z.array(text().trim().min(1).max(100)).max(50),
    max_redemptions: z.number().int().min(1).max(1_000_000).nullable(),
    expires_at: InstantSchema.nullable(),
  })
  .refine((c) => (c.percent_off === null) !== (c.amount_off === null), {
    path: ['percent_off'],
    message: 'Give either a percent or an amount off.',
  });
export type CouponInput = z.input<typeof CouponInputSchema>;

export const CouponSchema = z.object({
  coupon_id: z.uuid(),
  coupon_name: text(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  labels: z.array(text()),
  max_redemptions: z.number().int().nullable(),
  times_redeemed: z.number().int(),
  expires_at: AnswerInstantSchema.nullable(),
  create_datetime: AnswerInstantSchema,
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A price in cents after a coupon: never below zero; percent off rounds to the cent. */
export function priceAfterCoupon(
  priceCents: number,
  coupon: { percent_off: number | null; amount_off: number | null },
): number {
  if (coupon.percent_off !== null) {
    return Math.max(0, priceCents - percentOf(priceCents, coupon.percent_off));
  }
  if (coupon.amount_off !== null) {
    return Math.max(0, priceCents - centsFromDollars(coupon.amount_off));
  }
  return priceCents;
}

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/coupons',
  summary: 'Create a coupon for your practice (409 when the name is taken)',
  body: CouponInputSchema,
  status: 201,
  response: CouponSchema,
});

export const listCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/coupons',
  summary: "Your practice's coupons",
  status: 200,
  response: z.object({ coupons: z.array(CouponSchema) }),
});

export const deleteCoupon = defineEndpoint({
  method: 'DELETE',
  path: '/api/scheduler/v1/coupons/{coupon_id}',
  summary: 'Delete a coupon (holds already priced with it keep their price)',
  params: z.object({ coupon_id: z.uuid() }),
  status: 200,
  response: z.object({ deleted: z.literal(true) }),
});

export const appointmentCouponDiscount = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/payment/appointment_coupon_discount',
  summary: "A session type's price after a coupon (4xx when the coupon is unknown or used up)",
  body: z.strictObject({
    appointment_type_label: text().trim().min(1).max(100),
    coupon_name: couponName(),
    orchid_pro_cognito_sub: z.uuid(),
  }),
  status: 200,
  response: z.object({ end_price: z.number() }),
});

// ---- The professional's payout account (settings/billing) ------------------------------------

/**
 * Where the money of a professional's clients goes: their own account at the provider (Stripe
 * Connect). Clients can pay online only once it is `active`; the built-in provider makes it
 * active at once (it moves no money).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['not_started', 'pending', 'active'] as const;
export const PayoutAccountSchema = z.object({
  provider: z.enum(['simulated', 'stripe']),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
});

export const getPayoutAccount = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/payment/payout_account',
  summary: "The signed-in professional's payout account and its state",
  status: 200,
  response: PayoutAccountSchema,
});

export const startPayoutOnboarding = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/payment/payout_account/onboarding',
  summary: "Open (or continue) the provider's payout account set-up; send the browser to url",
  status: 201,
  response: z.object({ url: text() }),
});
