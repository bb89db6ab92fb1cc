import { describe, expect, it } from 'vitest';
import { dayInWords, shortTimeInWords, timeInWords } from './mail-time';

describe('times in mails', () => {
  const instant = new Date('2026-11-30T15:00:00Z');

  it('name the weekday, the date, the time and the zone, on the reader’s clock', () => {
    expect(timeInWords(instant, 'America/New_York')).toBe(
      'Monday, November 30, 2026 at 10:00 AM EST (America/New_York)',
    );
    expect(timeInWords(instant, 'Asia/Kolkata')).toBe(
      'Monday, November 30, 2026 at 8:30 PM GMT+5:30 (Asia/Kolkata)',
    );
  });

  it('are short in a subject line, and a day is the reader’s day', () => {
    expect(shortTimeInWords(instant, 'America/New_York')).toBe('Mon, Nov 30, 10:00 AM EST');
    // 15:00 UTC is already Tuesday in Auckland.
    expect(dayInWords(instant, 'Pacific/Auckland')).toBe(
      'Tuesday, December 1, 2026 (Pacific/Auckland)',
    );
  });
});
