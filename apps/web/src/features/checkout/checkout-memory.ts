import { tabStorage } from '../../app/tab-storage';
import type { Hold } from './checkout-queries';

// The tab's last booking in progress: its address, and its hold once there is one. The hosted
// card page's Cancel comes back to the checkout without the time, and Back or a declined card
// brings the member to Confirm again: the same hold is paid, instead of holding the time twice
// (the server refuses that: the time is held, by this member).

const KEY = 'checkout_in_progress';

export type BookingInProgress = {
  /** The professional's sub and the address's id_or_custom_url: either may come back. */
  professional: string[];
  /** The checkout's query string, without '?'. */
  search: string;
  /** The hold of this booking, and what it was made of (the coupon may change). */
  hold?: { of: string; held: Hold };
};

export function bookingInProgress(): BookingInProgress | null {
  try {
    return JSON.parse(tabStorage.get(KEY) ?? 'null') as BookingInProgress | null;
  } catch {
    return null;
  }
}

export const rememberBooking = (booking: BookingInProgress) =>
  tabStorage.set(KEY, JSON.stringify(booking));

export const forgetBooking = () => tabStorage.remove(KEY);

/** The hold of this booking while it lasts (with half a minute to pay), made of `of`. */
export function heldFor(of: string, now: number): Hold | undefined {
  const hold = bookingInProgress()?.hold;
  if (!hold || hold.of !== of) return undefined;
  return Date.parse(hold.held.hold_expires_at) > now + 30_000 ? hold.held : undefined;
}

export function rememberHold(of: string, held: Hold) {
  const booking = bookingInProgress();
  if (booking) rememberBooking({ ...booking, hold: { of, held } });
}
