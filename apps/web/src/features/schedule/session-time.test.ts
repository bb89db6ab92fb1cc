import { describe, expect, it } from 'vitest';
import { instantAt, minutesAfter, minutesBetween, wallClockAt } from './session-time';

describe('session times on the practice clock', () => {
  it('reads a date and time where the practice is, across a clock change', () => {
    expect(instantAt('2026-11-02', '10:00', 'America/New_York')).toBe('2026-11-02T10:00:00-05:00');
    expect(instantAt('2026-10-26', '10:00', 'America/New_York')).toBe('2026-10-26T10:00:00-04:00');
    expect(instantAt('2026-12-07', '10:00', 'Asia/Kolkata')).toBe('2026-12-07T10:00:00+05:30');
  });

  it('shows an instant on the practice clock', () => {
    expect(wallClockAt('2026-12-07T15:00:00Z', 'America/New_York')).toEqual({
      date: '2026-12-07',
      time: '10:00',
    });
  });

  it('adds minutes and measures them', () => {
    expect(minutesAfter('2026-12-07T10:00:00-05:00', 50, 'America/New_York')).toBe(
      '2026-12-07T10:50:00-05:00',
    );
    expect(minutesBetween('2026-12-07T10:00:00-05:00', '2026-12-07T16:50:00Z')).toBe(110);
  });
});
