import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents, formatMoney, percentOf } from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [120, 12_000],
    [19.99, 1999],
    [0.01, 1],
    [10.005, 1001],
    [1.005, 100], // 1.005 × 100 is 100.4999… in floating point
    [10.006, 1001],
    [0.125, 13],
    [-5, -500],
  ])('turns $%d into %d cents', (dollars, cents) => {
    expect(centsFromDollars(dollars)).toBe(cents);
  });

  it.each([
    [0, 0],
    [1999, 19.99],
    [12_000, 120],
  ])('turns %d cents into $%d', (cents, dollars) => {
    expect(dollarsFromCents(cents)).toBe(dollars);
  });

  it.each([
    [12_000, 15, 1800],
    [1001, 50, 501], // half a cent rounds up
    [999, 33, 330],
    [0, 40, 0],
    [5000, 100, 5000],
  ])('takes of %d cents %d percent: %d', (cents, percent, part) => {
    expect(percentOf(cents, percent)).toBe(part);
  });

  it.each([
    [0, {}, '$0.00'],
    [5, {}, '$0.05'],
    [1005, {}, '$10.05'],
    [12_000, {}, '$120.00'],
    [-500, {}, '-$5.00'],
    [123_456_789, {}, '$1234567.89'],
    [123_456_789, { grouped: true }, '$1,234,567.89'],
    [100_000, { grouped: true }, '$1,000.00'],
    [99_999, { grouped: true }, '$999.99'],
    [174_000, { grouped: true, dropZeroCents: true }, '$1,740'],
    [13_398, { grouped: true, dropZeroCents: true }, '$133.98'],
    [7_500_000, { grouped: true, dropZeroCents: true }, '$75,000'],
    [0, { grouped: true, dropZeroCents: true }, '$0'],
  ])('writes %d cents with %o as %s', (cents, style, words) => {
    expect(formatMoney(cents, style)).toBe(words);
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatMoney(19.99)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
