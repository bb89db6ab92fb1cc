import { describe, expect, it } from 'vitest';
import { calendarDayInWords, dateFormat, instantInWords, rangeInWords } from './dates';

describe('dates in words', () => {
  it.each([
    ['full', 'Friday, December 25, 2026'],
    ['long', 'December 25, 2026'],
    ['medium', 'Dec 25, 2026'],
  ] as const)('writes a calendar day in the %s style on any clock', (style, words) => {
    expect(calendarDayInWords('2026-12-25', style)).toBe(words);
  });

  it('writes an instant on the clock of a zone', () => {
    const instant = '2026-12-04T03:00:00Z';
    expect(instantInWords(instant, 'America/Los_Angeles')).toBe('Dec 3, 2026, 7:00 PM');
    expect(instantInWords(instant, 'Asia/Tokyo', { dateStyle: 'long' })).toBe('December 4, 2026');
  });

  it('writes a range once where its ends agree', () => {
    const words = rangeInWords('2026-12-07T15:00:00Z', '2026-12-07T15:50:00Z', 'America/New_York', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(words.replace(/\s/g, ' ')).toBe('10:00 – 10:50 AM');
  });

  it('makes each formatter once', () => {
    expect(dateFormat({ dateStyle: 'long' })).toBe(dateFormat({ dateStyle: 'long' }));
  });
});
