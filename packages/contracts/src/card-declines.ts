// Card decline codes (booking-practice-and-marketing §8 "Card decline codes"): what each code
// means and what the person paying can do about it. The codes are the payment provider's
// (Stripe's decline codes; the simulated provider uses the same ones).

export type DeclineAdvice = { explanation: string; action: string };

const CONTACT_ISSUER =
  'Please contact your card issuer for more information, or use another card. If the problem continues, contact our support.';
const USE_ANOTHER_CARD = 'Please use another card. If the problem continues, contact our support.';
const CHECK_DETAILS =
  'Please check the card details and try again. If the problem continues, contact your card issuer, then our support.';
const TRY_AGAIN =
  'Please try again in a moment. If the problem continues, contact your card issuer, then our support.';

/** Every decline code we explain, with its advice; any other code shows the provider's message. */
export const CARD_DECLINE_CODES = {
  // The codes the spec names.
  authentication_required: {
    explanation: 'The card was declined because the payment needs to be authenticated.',
    action:
      'Please try again and complete the authentication your bank asks for. If it is not offered, contact your card issuer, then our support.',
  },
  expired_card: { explanation: 'The card has expired.', action: USE_ANOTHER_CARD },
  incorrect_cvc: {
    explanation: 'The card’s security code (CVC) is incorrect.',
    action: CHECK_DETAILS,
  },
  insufficient_funds: {
    explanation: 'The card has insufficient funds to complete the purchase.',
    action:
      'Please use another card, or contact your card issuer. If the problem continues, contact our support.',
  },
  incorrect_number: { explanation: 'The card number is incorrect.', action: CHECK_DETAILS },
  invalid_expiry_month: { explanation: 'The expiration month is invalid.', action: CHECK_DETAILS },
  invalid_expiry_year: { explanation: 'The expiration year is invalid.', action: CHECK_DETAILS },
  lost_card: {
    explanation: 'The card was declined because it is reported lost.',
    action: CONTACT_ISSUER,
  },
  stolen_card: {
    explanation: 'The card was declined because it is reported stolen.',
    action: CONTACT_ISSUER,
  },
  fraudulent: {
    explanation: 'The payment was declined because it was suspected to be fraudulent.',
    action: CONTACT_ISSUER,
  },
  generic_decline: { explanation: 'The card was declined.', action: CONTACT_ISSUER },
  processing_error: {
    explanation: 'An error occurred while processing the card.',
    action: TRY_AGAIN,
  },
  do_not_honor: {
    explanation: 'The card was declined by your card issuer.',
    action: CONTACT_ISSUER,
  },
  card_velocity_exceeded: {
    explanation: 'The card has exceeded its balance, credit limit or transaction limit.',
    action: CONTACT_ISSUER,
  },
  currency_not_supported: {
    explanation: 'The card does not support payments in this currency.',
    action: USE_ANOTHER_CARD,
  },
  duplicate_transaction: {
    explanation: 'A payment with the same amount and card was made very recently.',
    action:
      'Please check whether the earlier payment went through before trying again. If you are unsure, contact our support.',
  },
  testmode_decline: {
    explanation: 'A test card was used, and test cards cannot make real payments.',
    action: 'Please use a real card.',
  },
  pin_try_exceeded: {
    explanation: 'The allowed number of PIN attempts has been exceeded.',
    action: CONTACT_ISSUER,
  },
  // Further codes the provider sends.
  approve_with_id: {
    explanation: 'The payment could not be authorized.',
    action: TRY_AGAIN,
  },
  call_issuer: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  card_not_supported: {
    explanation: 'The card does not support this type of purchase.',
    action: USE_ANOTHER_CARD,
  },
  do_not_try_again: { explanation: 'The card was declined.', action: CONTACT_ISSUER },
  incorrect_pin: { explanation: 'The PIN entered is incorrect.', action: CHECK_DETAILS },
  incorrect_zip: { explanation: 'The postal code is incorrect.', action: CHECK_DETAILS },
  invalid_account: {
    explanation: 'The card, or the account it is connected to, is invalid.',
    action: CONTACT_ISSUER,
  },
  invalid_amount: {
    explanation: 'The payment amount is invalid or exceeds the amount allowed for this card.',
    action: CONTACT_ISSUER,
  },
  invalid_cvc: { explanation: 'The card’s security code (CVC) is invalid.', action: CHECK_DETAILS },
  invalid_number: { explanation: 'The card number is invalid.', action: CHECK_DETAILS },
  invalid_pin: { explanation: 'The PIN entered is invalid.', action: CHECK_DETAILS },
  issuer_not_available: {
    explanation: 'Your card issuer could not be reached, so the payment could not be authorized.',
    action: TRY_AGAIN,
  },
  merchant_blacklist: { explanation: 'The payment was declined.', action: USE_ANOTHER_CARD },
  new_account_information_available: {
    explanation: 'The card, or the account it is connected to, is invalid.',
    action: CONTACT_ISSUER,
  },
  no_action_taken: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  not_permitted: { explanation: 'The payment is not permitted.', action: CONTACT_ISSUER },
  offline_pin_required: {
    explanation: 'The card was declined because it requires a PIN.',
    action: USE_ANOTHER_CARD,
  },
  online_or_offline_pin_required: {
    explanation: 'The card was declined because it requires a PIN.',
    action: USE_ANOTHER_CARD,
  },
  pickup_card: {
    explanation: 'The card cannot be used to make this payment.',
    action: CONTACT_ISSUER,
  },
  reenter_transaction: {
    explanation: 'The payment could not be processed by your card issuer.',
    action: TRY_AGAIN,
  },
  restricted_card: {
    explanation: 'The card cannot be used to make this payment.',
    action: CONTACT_ISSUER,
  },
  revocation_of_all_authorizations: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  revocation_of_authorization: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  security_violation: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  service_not_allowed: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  stop_payment_order: {
    explanation: 'The card was declined because a stop payment order is in place.',
    action: CONTACT_ISSUER,
  },
  transaction_not_allowed: {
    explanation: 'The card was declined for an unknown reason.',
    action: CONTACT_ISSUER,
  },
  try_again_later: {
    explanation: 'The card was declined for an unknown reason.',
    action: TRY_AGAIN,
  },
  withdrawal_count_limit_exceeded: {
    explanation: 'The card has exceeded its balance or credit limit.',
    action: USE_ANOTHER_CARD,
  },
} as const satisfies Record<string, DeclineAdvice>;

export type CardDeclineCode = keyof typeof CARD_DECLINE_CODES;

export function isCardDeclineCode(code: string): code is CardDeclineCode {
  return Object.hasOwn(CARD_DECLINE_CODES, code);
}

/**
 * What a person reads when a card payment fails: the explanation and recommended action of a
 * known decline code; for another code, the provider's message then "Decline code: {code}"
 * (§8); without a code, the message alone.
 */
export function cardDeclineMessage(failure: { message: string; code?: string | null }): string {
  const { message, code } = failure;
  if (!code) return message;
  if (isCardDeclineCode(code)) {
    const advice = CARD_DECLINE_CODES[code];
    return `${advice.explanation} ${advice.action}`;
  }
  return `${message} Decline code: ${code}`;
}
