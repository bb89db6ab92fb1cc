import type { HeldTimeslot } from '@orchid/contracts/checkout';

/**
 * Where a booking stands, in the words of §4 ("cancelled, failed, unconfirmed, pending payment
 * confirmation"), with a title and what to do next. A paid booking is "booked": §4's
 * "completed" is a session that took place, which a booking of a time to come is not.
 */
export type HoldState = {
  word: 'booked' | 'cancelled' | 'failed' | 'unconfirmed' | 'pending payment confirmation';
  title: string;
  color: 'green' | 'yellow' | 'red' | 'gray';
  /** Whether the page asks again soon: the payment may still be confirmed. */
  waiting: boolean;
  /** Whether the member can go back to the checkout of this time and pay. */
  canPay: boolean;
};

export function holdState(
  timeslot: Pick<HeldTimeslot, 'status' | 'decline_code'> &
    Partial<Pick<HeldTimeslot, 'group_sessions_series_id'>>,
): HoldState {
  // A seat in a group series, or a session's time.
  const place = timeslot.group_sessions_series_id ? 'seat' : 'session';
  switch (timeslot.status) {
    case 'booked':
      return {
        word: 'booked',
        title: `Your ${place} is booked`,
        color: 'green',
        waiting: false,
        canPay: false,
      };
    case 'pending_payment':
      return {
        word: 'pending payment confirmation',
        title: 'We are confirming your payment',
        color: 'yellow',
        waiting: true,
        canPay: false,
      };
    case 'held':
      return timeslot.decline_code
        ? {
            word: 'failed',
            title: 'Your payment did not go through',
            color: 'red',
            waiting: false,
            canPay: true,
          }
        : {
            word: 'unconfirmed',
            title: place === 'seat' ? 'Your seat is held' : 'Your time is held',
            color: 'yellow',
            waiting: true,
            canPay: true,
          };
    case 'expired':
      return {
        word: 'cancelled',
        title: 'This hold has ended',
        color: 'gray',
        waiting: false,
        canPay: false,
      };
    case 'refunded':
      return {
        word: 'cancelled',
        title: `This ${place === 'seat' ? 'seat' : 'booking'} was refunded`,
        color: 'gray',
        waiting: false,
        canPay: false,
      };
  }
}
