import { tabStorage } from '../../app/tab-storage';

// The tab's last booking in progress (a session's time, or a seat in a group): its address.
// The hosted card page's Cancel may come back to the checkout without the time. (Back or a
// declined card brings the member to Confirm again: the server answers a second hold of the
// same time or seat by the same member with the hold they have, so the tab keeps no hold.)

const KEY = 'checkout_in_progress';

export type BookingInProgress = {
  /**
   * The checkout's paths it may come back on (a professional's by sub and by custom address),
   * the one it was made on first.
   */
  addresses: string[];
  /** The checkout's query string, without '?'. */
  search: string;
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
