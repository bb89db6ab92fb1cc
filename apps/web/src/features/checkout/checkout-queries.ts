import {
  appointmentCouponDiscount,
  type BookTimeslot,
  bookTimeslot,
  checkoutOneTime,
  getPaymentConfig,
  getTimeslot,
  type HeldTimeslot,
  listSavedPaymentMethods,
  payWithExistingPaymentMethod,
} from '@orchid/contracts/checkout';
import { atPath } from '@orchid/contracts/endpoint';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api/api-client';
import { type CardChoice, paymentRoute } from './checkout-rules';
import { confirmCardIntent } from './confirm-payment';

// The checkout's calls (booking-practice-and-marketing §7).

export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'saved-cards'],
    queryFn: ({ signal }) => call(listSavedPaymentMethods, undefined, { signal }),
    enabled,
    select: (answer) => answer.payment_methods,
  });
}

/** What a coupon makes of the price (§4 Apply): the offer's own call (a session's, a seat's). */
export type CouponPrice = (couponName: string) => Promise<{ end_price: number }>;

export function useCouponPrice(price: CouponPrice) {
  return useMutation({ mutationFn: price });
}

/** A one-on-one session's price after a coupon (appointment_coupon_discount). */
export const sessionCouponPrice =
  (body: { appointment_type_label: string; orchid_pro_cognito_sub: string }): CouponPrice =>
  (couponName) =>
    call(appointmentCouponDiscount, { ...body, coupon_name: couponName });

/** Where Confirm leads: the confirm page of a hold, or the provider's hosted card page. */
export type BookingOutcome =
  | { kind: 'confirm'; timeslotId: string }
  | { kind: 'leave'; url: string };

/** A call's failure with the §8 prefix of its step ('Failed to book: ...'). */
const prefixed = (prefix: string) => (error: unknown) => {
  throw new Error(`${prefix}${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
};

export type Hold = { timeslot_id: string; price: number; hold_expires_at: string };

/**
 * What Confirm holds: a session's time, or a seat in a group. Asked again for the same place,
 * the server answers the hold the member already has.
 */
export type PlaceToHold = { hold: () => Promise<Hold> };

/** A one-on-one session's time (book_timeslot). */
export const sessionPlace = (hold: BookTimeslot): PlaceToHold => ({
  hold: () => call(bookTimeslot, hold),
});

/**
 * §4 Confirm: hold the place (the server answers a try that failed at paying with the same
 * hold, while it lasts), then pay by the route the price and the card choose: nothing to pay;
 * a new card on the hosted page; or the saved card, confirmed here.
 */
export async function confirmBooking(
  place: PlaceToHold,
  card: CardChoice,
): Promise<BookingOutcome> {
  const held = await place.hold().catch(prefixed('Failed to book: '));
  const route = paymentRoute(held.price, card);
  if (route === 'free') return { kind: 'confirm', timeslotId: held.timeslot_id };
  if (route === 'hosted-card-page' || card.kind !== 'saved') {
    const session = await call(checkoutOneTime, { timeslot_id: held.timeslot_id }).catch(
      prefixed('redirect to checkout failed: '),
    );
    return { kind: 'leave', url: session.checkout_url };
  }
  const [intent, config] = await Promise.all([
    call(atPath(payWithExistingPaymentMethod, { timeslot_id: held.timeslot_id }), {
      payment_method_id: card.id,
    }),
    call(getPaymentConfig).catch(prefixed('failed to initialize stripe: ')),
  ]);
  await confirmCardIntent(config.publishable_key, intent);
  return { kind: 'confirm', timeslotId: held.timeslot_id };
}

export function useConfirmBooking() {
  return useMutation({
    mutationFn: ({ place, card }: { place: PlaceToHold; card: CardChoice }) =>
      confirmBooking(place, card),
  });
}

/** How long the confirm page asks again while a payment is being confirmed. */
const PENDING_POLL_MS = 2000;
const PENDING_POLL_FOR_MS = 60_000;

/** One hold, asked again every 2 s for a minute while it is held or its payment is pending. */
export function useHeldTimeslot(timeslotId: string) {
  const [since] = useState(() => Date.now());
  return useQuery({
    queryKey: ['checkout', 'timeslot', timeslotId],
    queryFn: ({ signal }) =>
      call(atPath(getTimeslot, { timeslot_id: timeslotId }), undefined, { signal }),
    refetchInterval: (query) => {
      const status: HeldTimeslot['status'] | undefined = query.state.data?.status;
      const waiting = status === 'pending_payment' || status === 'held';
      return waiting && Date.now() - since < PENDING_POLL_FOR_MS ? PENDING_POLL_MS : false;
    },
  });
}
