import { afterEach, describe, expect, it } from 'vitest';
import { bookingInProgress, forgetBooking, rememberBooking } from './checkout-memory';

afterEach(() => forgetBooking());

describe('the tab’s booking in progress', () => {
  it('keeps the checkout it may come back to', () => {
    rememberBooking({ addresses: ['/group-session/series/a/checkout'], search: 'start=x' });
    expect(bookingInProgress()).toEqual({
      addresses: ['/group-session/series/a/checkout'],
      search: 'start=x',
    });
    forgetBooking();
    expect(bookingInProgress()).toBeNull();
  });

  it('drops one kept by an earlier version of the page', () => {
    sessionStorage.setItem(
      'checkout_in_progress',
      JSON.stringify({ professional: ['dr-lee'], search: 'start=x' }),
    );
    expect(bookingInProgress()).toBeNull();
  });
});
