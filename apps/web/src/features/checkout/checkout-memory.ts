import { tabStorage } from '../../app/tab-storage';
import type { Hold } from './checkout-queries';

// The tab's last booking in progress (a session's time, or a seat in a group): its address,
// and its hold once there is one. The hosted card page's Cancel may come back to the checkout
// without the time, and Back or a declined card brings the member to Confirm again: the same
// hold is paid, instead of holding the time (or a seat) twice (the server refuses that: the
// time is held, by this member; the member already has a seat).

const KEY = 'checkout_in_progress';

export type BookingInProgress = {
  /**
   * The checkout's paths it may come back on (a professional's by sub and by custom address),
   * the one it was made on first.
   */
  addresses: string[];
  /** The checkout's query string, without '?'. */
  search: string;
  /** The hold of this booking, and what it was made of (the coupon may change). */
  hold?: { of: string; held: Hold };
};

export function bookingInProgress(): BookingInProgress | null {
  try {
    const kept = JSON.parse(tabStorage.get(KEY) ?? 'null') as BookingInProgress | null;
    // One kept by an earlier version of the page has no addresses: nothing to come back to.
    return Array.isArray(kept?.addresses) ? kept : null;
  } catch {
    return null;
  }
}

export const rememberBooking = (booking: BookingInProgress) =>
  tabStorage.set(KEY, JSON.stringify(booking));

export const forgetBooking = () => tabStorage.remove(KEY);

/** Whether a hold still lasts long enough to pay (half a minute). */
const payable = (held: Hold, now: number) => Date.parse(held.hold_expires_at) > now + 30_000;

/** The hold of this booking while it lasts, made of `of`. */
export function heldFor(of: string, now: number): Hold | undefined {
  const hold = bookingInProgress()?.hold;
  if (!hold || hold.of !== of) return undefined;
  return payable(hold.held, now) ? hold.held : undefined;
}

/**
 * The tab's hold made at this checkout, while it lasts: a seat the member holds still counts
 * as taken, and the group may be full of it.
 */
export function heldAt(address: string, now: number): Hold | undefined {
  const booking = bookingInProgress();
  const held = booking?.addresses[0] === address ? booking.hold?.held : undefined;
  return held && payable(held, now) ? held : undefined;
}

export function rememberHold(of: string, held: Hold) {
  const booking = bookingInProgress();
  if (booking) rememberBooking({ ...booking, hold: { of, held } });
}
