import { formatMoney } from '@orchid/contracts/money';
import { describe, expect, it } from 'vitest';
import { clientsInWords, hoursInWords, SAVING } from './savings-words';

describe('savings in words', () => {
  it('whole dollars without cents, cents when there are some', () => {
    expect(formatMoney(174_000, SAVING)).toBe('$1,740');
    expect(formatMoney(7_500_000, SAVING)).toBe('$75,000');
    expect(formatMoney(13_398, SAVING)).toBe('$133.98');
    expect(formatMoney(0, SAVING)).toBe('$0');
  });

  it('hours and clients, one or many', () => {
    expect(hoursInWords(500)).toBe('500 hours');
    expect(hoursInWords(1250)).toBe('1,250 hours');
    expect(hoursInWords(1)).toBe('1 hour');
    expect(clientsInWords(1)).toBe('1 client');
    expect(clientsInWords(20)).toBe('20 clients');
  });
});
