import { describe, expect, it } from 'vitest';
import {
  CLIENTS_SLIDER,
  calculateSavings,
  clientsPerWeekOf,
  hourlyRateOf,
  INITIAL_CLIENTS_RANGE,
  keepRangeApart,
} from './savings-calculator';

describe('savings calculator formulas (spec §9)', () => {
  it('20 clients a week at $150: $1,740 in fees, 500 hours, $75,000', () => {
    // 50 × 20 × 150 / 1000 × 11.6 = 1740; 0.5 × 20 × 50 = 500; 25 × 20 × 150 = 75000.
    expect(calculateSavings(20, 150)).toEqual({
      paymentFeeSavingCents: 174_000,
      hoursReclaimed: 500,
      industrySavingCents: 7_500_000,
    });
  });

  it('keeps the cents the formula gives: 1 client at $1 saves $0.58 in fees', () => {
    // 50 × 1 × 1 / 1000 × 11.6 = 0.58
    expect(calculateSavings(1, 1).paymentFeeSavingCents).toBe(58);
    // 50 × 7 × 33 / 1000 × 11.6 = 133.98
    expect(calculateSavings(7, 33).paymentFeeSavingCents).toBe(13_398);
  });

  it('the busiest slider week: 50 clients at $200', () => {
    // 50 × 50 × 200 / 1000 × 11.6 = 5800; 0.5 × 50 × 50 = 1250; 25 × 50 × 200 = 250000.
    expect(calculateSavings(50, 200)).toEqual({
      paymentFeeSavingCents: 580_000,
      hoursReclaimed: 1250,
      industrySavingCents: 25_000_000,
    });
  });

  it('no clients: nothing saved and no hours', () => {
    expect(calculateSavings(0, 150)).toEqual({
      paymentFeeSavingCents: 0,
      hoursReclaimed: 0,
      industrySavingCents: 0,
    });
  });

  it('a rate of 0 still gives back the hours', () => {
    expect(calculateSavings(10, 0)).toEqual({
      paymentFeeSavingCents: 0,
      hoursReclaimed: 250,
      industrySavingCents: 0,
    });
  });
});

describe('hourly rate as free text', () => {
  it.each([
    ['150', 150],
    ['  90 ', 90],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['150.75', 150],
    ['$120', 120],
    ['1,200', 1200],
    ['-40', 0],
    ['80 an hour', 80],
  ])('%j reads as %d', (text, rate) => {
    expect(hourlyRateOf(text)).toBe(rate);
  });
});

describe('clients-per-week range', () => {
  it('the slider runs 0 to 50 in steps of 1, from a stored 0 to 51', () => {
    expect(CLIENTS_SLIDER).toEqual({ min: 0, max: 50, step: 1 });
    expect(INITIAL_CLIENTS_RANGE).toEqual({ min: 0, max: 51 });
  });

  it('c is the upper value held to the slider: the initial 51 reads as 50', () => {
    expect(clientsPerWeekOf(INITIAL_CLIENTS_RANGE)).toBe(50);
    expect(clientsPerWeekOf({ min: 0, max: 20 })).toBe(20);
    expect(clientsPerWeekOf({ min: 0, max: -3 })).toBe(0);
    expect(clientsPerWeekOf({ min: 0, max: Number.NaN })).toBe(0);
  });

  it('the lower value cannot exceed the upper minus a step', () => {
    expect(keepRangeApart({ min: 30, max: 20 })).toEqual({ min: 19, max: 20 });
    expect(keepRangeApart({ min: 20, max: 20 })).toEqual({ min: 19, max: 20 });
    expect(keepRangeApart({ min: 5, max: 20 })).toEqual({ min: 5, max: 20 });
    expect(keepRangeApart(INITIAL_CLIENTS_RANGE)).toEqual({ min: 0, max: 51 });
  });
});
