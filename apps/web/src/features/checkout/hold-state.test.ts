import { describe, expect, it } from 'vitest';
import { holdState } from './hold-state';

describe('where a booking stands, in §4’s words', () => {
  it('names each state', () => {
    const word = (
      status: Parameters<typeof holdState>[0]['status'],
      decline_code: string | null = null,
    ) => holdState({ status, decline_code }).word;
    expect(word('booked')).toBe('completed');
    expect(word('pending_payment')).toBe('pending payment confirmation');
    expect(word('held')).toBe('unconfirmed');
    expect(word('held', 'insufficient_funds')).toBe('failed');
    expect(word('expired')).toBe('cancelled');
    expect(word('refunded')).toBe('cancelled');
  });

  it('waits only while the payment may still be confirmed', () => {
    expect(holdState({ status: 'pending_payment', decline_code: null }).waiting).toBe(true);
    expect(holdState({ status: 'held', decline_code: null }).waiting).toBe(true);
    expect(holdState({ status: 'booked', decline_code: null }).waiting).toBe(false);
    expect(holdState({ status: 'held', decline_code: 'expired_card' }).waiting).toBe(false);
  });
});
