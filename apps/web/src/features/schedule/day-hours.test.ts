import { DEFAULT_AVAILABILITY } from '@orchid/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { hoursInWords, hoursOn, withDayHours } from './day-hours';

const availability = {
  ...DEFAULT_AVAILABILITY,
  weekly: [
    { weekday: 1, start: '13:00', end: '17:00', office_location_id: null },
    { weekday: 1, start: '09:00', end: '12:00', office_location_id: null },
  ],
  date_overrides: [{ date: '2026-12-24', intervals: [] }],
};

describe('hoursOn', () => {
  it('reads the weekly hours of the weekday, in order', () => {
    const monday = hoursOn(availability, '2026-12-07');
    expect(monday).toEqual({
      changed: false,
      periods: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
    expect(hoursInWords(monday)).toBe('09:00–12:00, 13:00–17:00');
    expect(hoursInWords(hoursOn(availability, '2026-12-08'))).toBe('Not working');
  });

  it('prefers the day’s own hours', () => {
    expect(hoursOn(availability, '2026-12-24')).toEqual({ changed: true, periods: [] });
  });
});

describe('withDayHours', () => {
  it('sets, replaces and removes one day’s hours, leaving the others', () => {
    const changed = withDayHours(availability, '2026-12-07', [{ start: '10:00', end: '14:00' }]);
    expect(changed.date_overrides).toEqual([
      { date: '2026-12-07', intervals: [{ start: '10:00', end: '14:00' }] },
      { date: '2026-12-24', intervals: [] },
    ]);
    expect(withDayHours(changed, '2026-12-07', []).date_overrides[0]).toEqual({
      date: '2026-12-07',
      intervals: [],
    });
    expect(withDayHours(changed, '2026-12-07', null).date_overrides).toEqual([
      { date: '2026-12-24', intervals: [] },
    ]);
    expect(changed.weekly).toBe(availability.weekly);
  });
});
