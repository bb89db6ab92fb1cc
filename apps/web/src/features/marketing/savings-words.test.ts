import { describe, expect, it } from 'vitest';
import { clientsInWords, hoursInWords, savingInDollars } from './savings-words';

describe('savings in words', () => {
  it('whole dollars without cents, cents when there are some', () => {
    expect(savingInDollars(174_000)).toBe('$1,740');
    expect(savingInDollars(7_500_000)).toBe('$75,000');
    expect(savingInDollars(13_398)).toBe('$133.98');
    expect(savingInDollars(0)).toBe('$0');
  });

  it('hours and clients, one or many', () => {
    expect(hoursInWords(500)).toBe('500 hours');
    expect(hoursInWords(1250)).toBe('1,250 hours');
    expect(hoursInWords(1)).toBe('1 hour');
    expect(clientsInWords(1)).toBe('1 client');
    expect(clientsInWords(20)).toBe('20 clients');
  });
});
