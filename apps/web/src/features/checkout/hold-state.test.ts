import { describe, expect, it } from 'vitest';
import { holdState } from './hold-state';

describe('where a booking stands, in §4’s words', () => {
  it('names each state', () => {
    const word = (
      status: Parameters<typeof holdState>[0]['status'],
      decline_code: string | null = null,
    ) => holdState({ status, decline_code }).word;
    expect(word('booked')).toBe('booked');
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

  it('speaks of a seat in a group, and of a session otherwise', () => {
    const seat = { group_sessions_series_id: '0190a0b2-0000-7000-8000-000000000001' };
    expect(holdState({ status: 'booked', decline_code: null, ...seat }).title).toBe(
      'Your seat is booked',
    );
    expect(holdState({ status: 'held', decline_code: null, ...seat }).title).toBe(
      'Your seat is held',
    );
    expect(holdState({ status: 'booked', decline_code: null }).title).toBe(
      'Your session is booked',
    );
    expect(
      holdState({ status: 'booked', decline_code: null, group_sessions_series_id: null }).title,
    ).toBe('Your session is booked');
  });
});
