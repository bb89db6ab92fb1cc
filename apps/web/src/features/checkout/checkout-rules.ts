import { SIMULATED_PUBLISHABLE_KEY } from '@orchid/contracts/checkout';
import { dateFormat } from '../../app/format/dates';

// The booking checkout's rules (booking-practice-and-marketing §2, §4 "Booking checkout"),
// free of React so each is tested on its own.

/** The card the member pays with: a saved card's id, or a new card on the hosted page. */
export type CardChoice = { kind: 'saved'; id: string } | { kind: 'new' } | { kind: 'none' };

/** The time the member picked, as the profile's Book put it in the address (§2). */
export type CheckoutQuery = {
  start: string;
  length: number;
  type: string;
  firstname: string;
  lastname: string;
  inviteCode: string | null;
  paymentMethod: string | null;
};

/** The address's time, or null when it does not name one (the page says so). */
export function parseCheckoutQuery(search: URLSearchParams): CheckoutQuery | null {
  const start = search.get('start') ?? '';
  const length = Number(search.get('length'));
  const type = search.get('type')?.trim() ?? '';
  if (Number.isNaN(Date.parse(start)) || !Number.isInteger(length) || length <= 0 || !type) {
    return null;
  }
  return {
    start,
    length,
    type,
    firstname: search.get('firstname') ?? '',
    lastname: search.get('lastname') ?? '',
    inviteCode: search.get('invite_code')?.trim() || null,
    paymentMethod: search.get('payment_method')?.trim() || null,
  };
}

/**
 * §2's MM/DD/YYYY, hh:mm A in the member's time zone, with the weekday before it and the zone
 * after it, so nobody books the wrong day or hour: 'Tuesday, 03/09/2027, 02:30 PM EST'.
 */
export function checkoutWhen(instant: string, timeZone: string): string {
  const part = partsOf(instant, timeZone);
  return `${part('weekday')}, ${part('month')}/${part('day')}/${part('year')}, ${clockOf(part)}`;
}

/** Only the time of day, with its zone: '02:30 PM EST'. */
export const checkoutTime = (instant: string, timeZone: string): string =>
  clockOf(partsOf(instant, timeZone));

function partsOf(instant: string, timeZone: string) {
  const parts = dateFormat({
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

const clockOf = (part: ReturnType<typeof partsOf>) =>
  `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`;

/** How many meetings a seat in a group is for: '1 meeting', '6 meetings'. */
export const meetingsInWords = (count: number): string =>
  count === 1 ? '1 meeting' : `${count} meetings`;

/** §4: the price shown: the coupon's end_price once applied, the list price otherwise. */
export function shownPrice(listPrice: number, couponPrice: number | null): number {
  return couponPrice ?? listPrice;
}

/** §4: 'Confirm & finish' only when nothing is to pay or a card is chosen. */
export const canConfirm = (price: number, card: CardChoice): boolean =>
  price === 0 || card.kind !== 'none';

/**
 * The address's payment_method for a session whose card is authorized beforehand (a
 * pre-authorized card session: paid when it is confirmed).
 */
export const PRE_AUTHORIZED = 'pre_authorized';

/** §2: 'Book now and pay later' shows (always disabled) when there is a price and no pre-authorized card. */
export const showsPayLater = (price: number, paymentMethod: string | null): boolean =>
  price !== 0 && paymentMethod !== PRE_AUTHORIZED;

/** §4 Confirm, after the hold: how this booking is paid. */
export type PaymentRoute = 'free' | 'hosted-card-page' | 'saved-card';

export function paymentRoute(heldPrice: number, card: CardChoice): PaymentRoute {
  if (heldPrice === 0) return 'free';
  return card.kind === 'saved' ? 'saved-card' : 'hosted-card-page';
}

/**
 * §4: how a saved card's intent is confirmed: by the built-in provider, or by Stripe.js, as a
 * card payment for a payment intent (pi_...) and as a card setup otherwise.
 */
export type IntentConfirmation = 'simulated' | 'card-payment' | 'card-setup';

export function intentConfirmation(publishableKey: string, intentId: string): IntentConfirmation {
  if (publishableKey === SIMULATED_PUBLISHABLE_KEY) return 'simulated';
  return intentId.startsWith('pi_') ? 'card-payment' : 'card-setup';
}

/** The card chosen at first: the first saved card, or the new-card button when there is none. */
export function initialCardChoice(savedCardIds: string[]): CardChoice {
  const first = savedCardIds[0];
  return first ? { kind: 'saved', id: first } : { kind: 'none' };
}
