import { describe, expect, it } from 'vitest';
import {
  bufferOptions,
  endForInput,
  endFromInput,
  minNoticeOptions,
  minutesInWords,
  nextPeriod,
  periodsOfDay,
  sortedOverrides,
  sortedWeekly,
  timeZoneOptions,
  wallTimeInWords,
  weekInWords,
} from './availability-values';

const period = (weekday: number, start: string, end: string) => ({
  weekday,
  start,
  end,
  office_location_id: null,
});

describe('the weekly hours', () => {
  it('finds a day’s periods with their place in the whole list', () => {
    const weekly = [
      period(1, '09:00', '12:00'),
      period(2, '09:00', '17:00'),
      period(1, '13:00', '17:00'),
    ];
    expect(periodsOfDay(weekly, 1).map(({ index }) => index)).toEqual([0, 2]);
    expect(periodsOfDay(weekly, 7)).toEqual([]);
  });

  it('adds a working day to an empty day and the next hour after the last period', () => {
    expect(nextPeriod([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextPeriod([{ start: '09:00', end: '12:00' }])).toEqual({
      start: '12:00',
      end: '13:00',
    });
    expect(nextPeriod([{ start: '18:00', end: '23:30' }])).toEqual({
      start: '23:00',
      end: '24:00',
    });
    expect(nextPeriod([{ start: '20:00', end: '24:00' }])).toEqual({
      start: '23:00',
      end: '24:00',
    });
  });

  it('orders periods by day and start, and days off by date', () => {
    const weekly = [
      period(3, '13:00', '17:00'),
      period(1, '09:00', '12:00'),
      period(3, '08:00', '12:00'),
    ];
    expect(sortedWeekly(weekly).map((p) => `${p.weekday} ${p.start}`)).toEqual([
      '1 09:00',
      '3 08:00',
      '3 13:00',
    ]);
    expect(
      sortedOverrides([
        { date: '2026-12-31', intervals: [] },
        {
          date: '2026-12-24',
          intervals: [
            { start: '14:00', end: '16:00' },
            { start: '09:00', end: '12:00' },
          ],
        },
      ]),
    ).toEqual([
      {
        date: '2026-12-24',
        intervals: [
          { start: '09:00', end: '12:00' },
          { start: '14:00', end: '16:00' },
        ],
      },
      { date: '2026-12-31', intervals: [] },
    ]);
  });

  it('shows midnight at the end of a day as 00:00 in a time input, and reads it back', () => {
    expect(endForInput('24:00')).toBe('00:00');
    expect(endForInput('17:00')).toBe('17:00');
    expect(endFromInput('00:00')).toBe('24:00');
    expect(endFromInput('17:30')).toBe('17:30');
  });

  it('says the week in words, closed days included', () => {
    const words = weekInWords([period(1, '13:00', '24:00'), period(1, '08:30', '12:00')]);
    expect(words[0]).toEqual({ name: 'Monday', hours: '8:30 AM – 12:00 PM, 1:00 PM – midnight' });
    expect(words[6]).toEqual({ name: 'Sunday', hours: 'Closed' });
    expect(wallTimeInWords('00:15')).toBe('12:15 AM');
  });
});

describe('the booking rules', () => {
  it('says a length of time in its largest whole unit', () => {
    expect(minutesInWords(0)).toBe('None');
    expect(minutesInWords(90)).toBe('90 minutes');
    expect(minutesInWords(120)).toBe('2 hours');
    expect(minutesInWords(1440)).toBe('1 day');
    expect(minutesInWords(60 * 24 * 14)).toBe('2 weeks');
  });

  it('keeps a saved value that is not among the options', () => {
    expect(minNoticeOptions(1440).map((o) => o.value)).toContain('1440');
    expect(minNoticeOptions(90).map((o) => o.label)).toContain('90 minutes');
    expect(bufferOptions(0)[0]).toEqual({ value: '0', label: 'No buffer' });
    expect(bufferOptions(25).map((o) => o.value)).toEqual([
      '0',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '45',
      '60',
    ]);
  });

  it('offers the time zones with the saved one, in words', () => {
    const options = timeZoneOptions('America/New_York', ['Europe/London']);
    expect(options).toEqual([
      { value: 'America/New_York', label: 'America/New York' },
      { value: 'Europe/London', label: 'Europe/London' },
    ]);
  });
});
