import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingInProgress,
  forgetBooking,
  heldAt,
  heldFor,
  rememberBooking,
  rememberHold,
} from './checkout-memory';

const now = Date.parse('2026-11-22T12:00:00Z');
const hold = (expires: string) => ({
  timeslot_id: '0190c5a0-0000-7000-8000-000000000002',
  price: 180,
  hold_expires_at: expires,
});

afterEach(() => forgetBooking());

describe('the tab’s booking in progress', () => {
  it('keeps the hold of what it was made of while it can still be paid', () => {
    rememberBooking({ addresses: ['/group-session/series/a/checkout'], search: '' });
    rememberHold('seat a', hold('2026-11-22T12:10:00Z'));
    expect(heldFor('seat a', now)?.price).toBe(180);
    // Made of something else (another coupon): not this hold.
    expect(heldFor('seat a with a coupon', now)).toBeUndefined();
    // Half a minute before it ends there is no time left to pay.
    expect(heldFor('seat a', Date.parse('2026-11-22T12:09:40Z'))).toBeUndefined();
  });

  it('knows the hold made at a checkout, as a full group counts that seat', () => {
    rememberBooking({ addresses: ['/group-session/series/a/checkout'], search: '' });
    rememberHold('seat a', hold('2026-11-22T12:10:00Z'));
    expect(heldAt('/group-session/series/a/checkout', now)).toBeDefined();
    expect(heldAt('/group-session/series/b/checkout', now)).toBeUndefined();
    expect(heldAt('/group-session/series/a/checkout', Date.parse('2026-11-22T12:11:00Z'))).toBe(
      undefined,
    );
  });

  it('drops one kept by an earlier version of the page', () => {
    sessionStorage.setItem(
      'checkout_in_progress',
      JSON.stringify({ professional: ['dr-lee'], search: 'start=x' }),
    );
    expect(bookingInProgress()).toBeNull();
  });
});
