import { describe, expect, it } from 'vitest';
import { type CardForm, cardMessages, chargeSimulatedCard, passesLuhn } from './simulated-card';

const now = new Date('2026-11-22T12:00:00Z');
const card = (overrides: Partial<CardForm> = {}): CardForm => ({
  card_number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Maya Okafor',
  ...overrides,
});

describe('the simulated card rules', () => {
  it('approves 4242 4242 4242 4242', () => {
    expect(chargeSimulatedCard(card(), now)).toEqual({ outcome: 'approved' });
  });

  it.each([
    ['4000 0000 0000 0002', 'generic_decline'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000-0000-0000-0127', 'incorrect_cvc'],
  ])('declines the test card %s with %s', (number, declineCode) => {
    expect(chargeSimulatedCard(card({ card_number: number }), now)).toEqual({
      outcome: 'declined',
      declineCode,
    });
  });

  it('approves any other valid number', () => {
    expect(chargeSimulatedCard(card({ card_number: '5555555555554444' }), now)).toEqual({
      outcome: 'approved',
    });
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it.each([
    [{ card_number: '4242 4242 4242 4241' }, 'card_number', cardMessages.numberInvalid],
    [{ card_number: '4242' }, 'card_number', cardMessages.numberIncomplete],
    [{ card_number: '4242 abcd' }, 'card_number', cardMessages.numberIncomplete],
    [{ expiry: '' }, 'expiry', cardMessages.expiryIncomplete],
    [{ expiry: '13/30' }, 'expiry', cardMessages.expiryMonthInvalid],
    [{ expiry: '10/26' }, 'expiry', cardMessages.expiryPast],
    [{ cvc: '12' }, 'cvc', cardMessages.cvcIncomplete],
    [{ name: '  ' }, 'name', cardMessages.nameMissing],
  ])('refuses %o', (overrides, field, message) => {
    expect(chargeSimulatedCard(card(overrides), now)).toEqual({
      outcome: 'invalid',
      problem: { field, message },
    });
  });

  it('accepts a card through the last day of its expiry month, in the usual spellings', () => {
    for (const expiry of ['11/26', '11 / 2026', '1126']) {
      expect(chargeSimulatedCard(card({ expiry }), now).outcome, expiry).toBe('approved');
    }
  });
});
