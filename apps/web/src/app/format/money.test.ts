import { describe, expect, it } from 'vitest';
import { dollarsInWords } from './money';

describe('dollarsInWords', () => {
  it.each([
    [120, '$120.00'],
    [0, '$0.00'],
    [89.5, '$89.50'],
    [150.005, '$150.01'],
  ])('writes $%d as %s', (dollars, words) => {
    expect(dollarsInWords(dollars)).toBe(words);
  });

  it('groups thousands when asked', () => {
    expect(dollarsInWords(1200, { grouped: true })).toBe('$1,200.00');
  });
});
