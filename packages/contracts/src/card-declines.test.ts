import { describe, expect, it } from 'vitest';
import { CARD_DECLINE_CODES, cardDeclineMessage, isCardDeclineCode } from './card-declines';

describe('card decline codes (booking §8)', () => {
  it('explains every code the spec names', () => {
    const named = [
      'authentication_required',
      'expired_card',
      'incorrect_cvc',
      'insufficient_funds',
      'incorrect_number',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'lost_card',
      'stolen_card',
      'fraudulent',
      'generic_decline',
      'processing_error',
      'do_not_honor',
      'card_velocity_exceeded',
      'currency_not_supported',
      'duplicate_transaction',
      'testmode_decline',
      'pin_try_exceeded',
    ];
    for (const code of named) expect(isCardDeclineCode(code), code).toBe(true);
    // "and about 25 others"
    expect(Object.keys(CARD_DECLINE_CODES).length).toBeGreaterThanOrEqual(named.length + 25);
  });

  it('gives each code a sentence of explanation and one of advice', () => {
    for (const [code, advice] of Object.entries(CARD_DECLINE_CODES)) {
      expect(advice.explanation, code).toMatch(/^[A-Z].*\.$/);
      expect(advice.action, code).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('mostly advises to contact the card issuer, then support', () => {
    const advice = Object.values(CARD_DECLINE_CODES).map((a) => a.action);
    const issuerThenSupport = advice.filter((a) => /card issuer/.test(a) && /support/.test(a));
    expect(issuerThenSupport.length).toBeGreaterThan(advice.length / 2);
  });

  it('shows the explanation and the action of a known code', () => {
    expect(
      cardDeclineMessage({ message: 'Your card was declined.', code: 'insufficient_funds' }),
    ).toBe(
      'The card has insufficient funds to complete the purchase. Please use another card, or contact your card issuer. If the problem continues, contact our support.',
    );
  });

  it('tells that a test card was used and a real card is required', () => {
    expect(cardDeclineMessage({ message: 'declined', code: 'testmode_decline' })).toBe(
      'A test card was used, and test cards cannot make real payments. Please use a real card.',
    );
  });

  it('shows "{message} Decline code: {code}" for another code', () => {
    expect(cardDeclineMessage({ message: 'Your card was declined.', code: 'brand_new_code' })).toBe(
      'Your card was declined. Decline code: brand_new_code',
    );
  });

  it('shows the message alone without a code', () => {
    expect(cardDeclineMessage({ message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(cardDeclineMessage({ message: 'Your card was declined.', code: null })).toBe(
      'Your card was declined.',
    );
  });

  it('does not take inherited names for codes', () => {
    expect(isCardDeclineCode('toString')).toBe(false);
    expect(cardDeclineMessage({ message: 'Declined.', code: 'constructor' })).toBe(
      'Declined. Decline code: constructor',
    );
  });
});
