import { CARD_DECLINE_CODES, type CardDeclineCode } from '@orchid/contracts/card-declines';

// The simulated provider's card rules. No money moves: the card number decides the outcome,
// with the test numbers payment providers document (Stripe's), so a demo behaves like the
// real thing. The number is judged and forgotten; nothing here is stored or logged.

/** The decline test cards payment providers document (Stripe's numbers), shown on the card page. */
const DOCUMENTED_DECLINES = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000119': 'processing_error',
  '4000000000006975': 'card_velocity_exceeded',
  '4100000000000019': 'fraudulent',
} as const satisfies Record<string, CardDeclineCode>;

/** The test cards the card page lists. */
export const LISTED_DECLINING_CARDS = Object.keys(DOCUMENTED_DECLINES).slice(0, 4);

/** A Luhn-valid number 4000 0099 0000 NNN? for the n-th decline code (1-based). */
function generatedTestCard(n: number): string {
  const body = `400000990000${String(n).padStart(3, '0')}`;
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + check;
}

/**
 * Every decline code of contracts' card-declines.ts has a test card: Stripe's documented number
 * where there is one, else 4000 0099 0000 NNNC, NNN the code's place in CARD_DECLINE_CODES
 * (001 for the first) and C the Luhn digit. docs/payments.md lists them all.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, CardDeclineCode>> = (() => {
  const cards: Record<string, CardDeclineCode> = { ...DOCUMENTED_DECLINES };
  const documented = new Set<string>(Object.values(DOCUMENTED_DECLINES));
  (Object.keys(CARD_DECLINE_CODES) as CardDeclineCode[]).forEach((code, index) => {
    if (!documented.has(code)) cards[generatedTestCard(index + 1)] = code;
  });
  return cards;
})();

/** The test card for a decline code. */
export const testCardFor = (code: CardDeclineCode): string => {
  const found = Object.entries(DECLINING_TEST_CARDS).find(([, c]) => c === code);
  if (!found) throw new Error(`no test card for ${code}`);
  return found[0];
};

/**
 * Saved without trouble, declined when charged later (Stripe's 4000 0000 0000 0341): for a
 * saved card that fails.
 */
export const DECLINES_WHEN_CHARGED_CARD = '4000000000000341';

export const APPROVING_TEST_CARD = '4242424242424242';

/** What the card form posts. */
export type CardForm = { card_number: string; expiry: string; cvc: string; name: string };

export type CardProblem = { field: keyof CardForm; message: string };

export type SimulatedCharge =
  | { outcome: 'approved' }
  | { outcome: 'declined'; declineCode: CardDeclineCode }
  | { outcome: 'invalid'; problem: CardProblem };

export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryMonthInvalid: 'Your card’s expiration month is invalid.',
  expiryPast: 'Your card’s expiration date is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  nameMissing: 'Please enter the name on the card.',
} as const;

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digits of a card number as people type it: with spaces or dashes between groups. */
const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** 'MM/YY', 'MM / YYYY' or 'MMYY' as a month and a four-digit year; undefined otherwise. */
function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = text.trim().match(/^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/);
  if (!match?.[1] || !match[2]) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function problemWith(form: CardForm, now: Date): CardProblem | undefined {
  const digits = cardDigits(form.card_number);
  if (!/^\d{12,19}$/.test(digits)) {
    return { field: 'card_number', message: cardMessages.numberIncomplete };
  }
  if (!passesLuhn(digits)) return { field: 'card_number', message: cardMessages.numberInvalid };
  const expiry = parseExpiry(form.expiry);
  if (!expiry) return { field: 'expiry', message: cardMessages.expiryIncomplete };
  if (expiry.month < 1 || expiry.month > 12) {
    return { field: 'expiry', message: cardMessages.expiryMonthInvalid };
  }
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) {
    return { field: 'expiry', message: cardMessages.expiryPast };
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) {
    return { field: 'cvc', message: cardMessages.cvcIncomplete };
  }
  if (!form.name.trim()) return { field: 'name', message: cardMessages.nameMissing };
  return undefined;
}

/** What a card page keeps of an approved card: never the number. */
export function cardSummary(form: CardForm) {
  const digits = cardDigits(form.card_number);
  const expiry = parseExpiry(form.expiry);
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: expiry?.month ?? 12,
    expYear: expiry?.year ?? 2099,
    declinesWhenCharged: digits === DECLINES_WHEN_CHARGED_CARD,
  };
}

/** The card network, from the number's first digits (as Stripe names brands). */
function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Judges a card as the simulated provider would charge it at `now`. */
export function chargeSimulatedCard(form: CardForm, now: Date): SimulatedCharge {
  const problem = problemWith(form, now);
  if (problem) return { outcome: 'invalid', problem };
  const digits = cardDigits(form.card_number);
  const declineCode = Object.hasOwn(DECLINING_TEST_CARDS, digits)
    ? DECLINING_TEST_CARDS[digits]
    : undefined;
  return declineCode ? { outcome: 'declined', declineCode } : { outcome: 'approved' };
}
