import { SIMULATED_PUBLISHABLE_KEY } from '@orchid/contracts/checkout';
import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  checkoutTime,
  checkoutWhen,
  initialCardChoice,
  intentConfirmation,
  meetingsInWords,
  PRE_AUTHORIZED,
  parseCheckoutQuery,
  paymentRoute,
  shownPrice,
  showsPayLater,
} from './checkout-rules';

describe('the time and price as §2 shows them', () => {
  it('is MM/DD/YYYY, hh:mm A in the member’s time zone, with the weekday and the zone', () => {
    expect(checkoutWhen('2027-03-09T19:30:00Z', 'America/New_York')).toBe(
      'Tuesday, 03/09/2027, 02:30 PM EST',
    );
    expect(checkoutWhen('2027-03-09T19:30:00Z', 'Asia/Tokyo')).toBe(
      'Wednesday, 03/10/2027, 04:30 AM GMT+9',
    );
    // Noon and midnight are 12, not 00; summer time says so.
    expect(checkoutWhen('2027-07-01T16:05:00Z', 'America/Los_Angeles')).toBe(
      'Thursday, 07/01/2027, 09:05 AM PDT',
    );
    expect(checkoutWhen('2027-07-01T04:00:00Z', 'UTC')).toBe('Thursday, 07/01/2027, 04:00 AM UTC');
    expect(checkoutWhen('2027-07-01T12:00:00Z', 'UTC')).toBe('Thursday, 07/01/2027, 12:00 PM UTC');
    expect(checkoutWhen('2027-07-01T00:15:00Z', 'UTC')).toBe('Thursday, 07/01/2027, 12:15 AM UTC');
    expect(checkoutTime('2027-07-01T00:15:00Z', 'UTC')).toBe('12:15 AM UTC');
  });

  it('counts a seat’s meetings', () => {
    expect(meetingsInWords(1)).toBe('1 meeting');
    expect(meetingsInWords(6)).toBe('6 meetings');
  });

  it('is the coupon’s end price once applied, the list price otherwise', () => {
    expect(shownPrice(120, null)).toBe(120);
    expect(shownPrice(120, 96)).toBe(96);
    expect(shownPrice(120, 0)).toBe(0);
  });
});

describe('Confirm & finish', () => {
  it('is enabled only when the price is 0 or a card is chosen', () => {
    expect(canConfirm(0, { kind: 'none' })).toBe(true);
    expect(canConfirm(120, { kind: 'none' })).toBe(false);
    expect(canConfirm(120, { kind: 'new' })).toBe(true);
    expect(canConfirm(120, { kind: 'saved', id: 'pm_1' })).toBe(true);
  });

  it('starts with the first saved card, or with no card chosen when there is none', () => {
    expect(initialCardChoice(['pm_1', 'pm_2'])).toEqual({ kind: 'saved', id: 'pm_1' });
    expect(initialCardChoice([])).toEqual({ kind: 'none' });
  });
});

describe('Book now and pay later', () => {
  it('shows when there is a price and the payment method is not pre-authorized', () => {
    expect(showsPayLater(120, null)).toBe(true);
    expect(showsPayLater(120, 'card')).toBe(true);
    expect(showsPayLater(0, null)).toBe(false);
    expect(showsPayLater(120, PRE_AUTHORIZED)).toBe(false);
  });
});

describe('which way Confirm pays', () => {
  it('goes straight to the confirm page when the held price is 0', () => {
    expect(paymentRoute(0, { kind: 'none' })).toBe('free');
    expect(paymentRoute(0, { kind: 'saved', id: 'pm_1' })).toBe('free');
  });

  it('sends a new card to the hosted page and confirms a saved one here', () => {
    expect(paymentRoute(120, { kind: 'new' })).toBe('hosted-card-page');
    expect(paymentRoute(120, { kind: 'none' })).toBe('hosted-card-page');
    expect(paymentRoute(120, { kind: 'saved', id: 'pm_1' })).toBe('saved-card');
  });

  it('confirms with the built-in provider, or with Stripe.js by the intent’s kind', () => {
    expect(intentConfirmation(SIMULATED_PUBLISHABLE_KEY, 'pi_123')).toBe('simulated');
    expect(intentConfirmation('pk_test_abc', 'pi_123')).toBe('card-payment');
    expect(intentConfirmation('pk_test_abc', 'seti_123')).toBe('card-setup');
  });
});

describe('the checkout address', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('reads the time, length, type and names the profile’s Book put there', () => {
    expect(
      parseCheckoutQuery(
        search(
          'start=2027-03-09T14%3A30%3A00-05%3A00&length=50&type=Regular+session&firstname=Maya&lastname=Okafor&invite_code=AB12',
        ),
      ),
    ).toEqual({
      start: '2027-03-09T14:30:00-05:00',
      length: 50,
      type: 'Regular session',
      firstname: 'Maya',
      lastname: 'Okafor',
      inviteCode: 'AB12',
      paymentMethod: null,
    });
  });

  it('is incomplete without a valid start, length or type', () => {
    expect(parseCheckoutQuery(search('length=50&type=Intro'))).toBeNull();
    expect(parseCheckoutQuery(search('start=soon&length=50&type=Intro'))).toBeNull();
    expect(parseCheckoutQuery(search('start=2027-03-09T14:30:00Z&length=0&type=Intro'))).toBeNull();
    expect(parseCheckoutQuery(search('start=2027-03-09T14:30:00Z&length=50&type=+'))).toBeNull();
  });
});
