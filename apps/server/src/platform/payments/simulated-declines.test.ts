import { CARD_DECLINE_CODES, type CardDeclineCode, cardDeclineMessage } from '@orchid/contracts';
import { describe, expect, it } from 'vitest';
import {
  chargeSimulatedCard,
  DECLINING_TEST_CARDS,
  passesLuhn,
  testCardFor,
} from './simulated-card';

// Every decline code has a test card on the built-in provider, and each is declined with the
// code's own explanation and advice (§8).
const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string) => ({ card_number: number, expiry: '12/30', cvc: '123', name: 'A' });

describe('decline test cards', () => {
  it.each(Object.keys(CARD_DECLINE_CODES) as CardDeclineCode[])('%s has a test card', (code) => {
    const number = testCardFor(code);
    expect(passesLuhn(number)).toBe(true);
    expect(chargeSimulatedCard(card(number), now)).toEqual({
      outcome: 'declined',
      declineCode: code,
    });
    const advice = CARD_DECLINE_CODES[code];
    expect(cardDeclineMessage({ message: 'declined', code })).toBe(
      `${advice.explanation} ${advice.action}`,
    );
  });

  it('keeps Stripe’s documented numbers and one card per code', () => {
    expect(DECLINING_TEST_CARDS['4000000000009995']).toBe('insufficient_funds');
    expect(DECLINING_TEST_CARDS['4000000000000002']).toBe('generic_decline');
    expect(new Set(Object.values(DECLINING_TEST_CARDS)).size).toBe(
      Object.keys(CARD_DECLINE_CODES).length,
    );
    expect(chargeSimulatedCard(card('4242 4242 4242 4242'), now)).toEqual({ outcome: 'approved' });
  });
});
