import { describe, expect, it } from 'vitest';
import { type AvailabilityRules, freeSlots, openHours } from './free-time';
import { toOffsetIso } from './time';

const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

const rules = (overrides: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  timezone: 'America/New_York',
  weekly: everyDay('09:00', '12:00'),
  date_overrides: [],
  min_notice_minutes: 0,
  booking_window_days: 365,
  buffer_minutes: 0,
  ...overrides,
});

const at = (iso: string) => new Date(iso).getTime();

/** Slots as the wall clock of `zone` shows them, for reading the cases below. */
function slots(
  availability: AvailabilityRules,
  day: string,
  options: {
    length?: number;
    zone?: string;
    to?: string;
    now?: string;
    booked?: [string, string][];
    blocked?: [string, string][];
  } = {},
) {
  const zone = options.zone ?? availability.timezone;
  const span = (pairs: [string, string][] = []) =>
    pairs.map(([start, end]) => ({ start: at(start), end: at(end) }));
  return freeSlots({
    availability,
    booked: span(options.booked),
    blocked: span(options.blocked),
    from: day,
    to: options.to ?? day,
    timezone: zone,
    length_minutes: options.length ?? 60,
    now: new Date(options.now ?? '2026-01-01T00:00:00Z'),
  }).map((slot) => toOffsetIso(slot, zone));
}

describe('free time follows the wall clock across daylight-saving changes', () => {
  it('New York: 09:00 stays 09:00 on either side of the spring change', () => {
    expect(slots(rules(), '2026-03-07')).toEqual([
      '2026-03-07T09:00:00-05:00',
      '2026-03-07T10:00:00-05:00',
      '2026-03-07T11:00:00-05:00',
    ]);
    expect(slots(rules(), '2026-03-09')).toEqual([
      '2026-03-09T09:00:00-04:00',
      '2026-03-09T10:00:00-04:00',
      '2026-03-09T11:00:00-04:00',
    ]);
  });

  it('New York: hours across the skipped hour are an hour shorter (8 March 2026)', () => {
    const night = rules({ weekly: everyDay('01:00', '04:00') });
    expect(slots(night, '2026-03-08')).toEqual([
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T03:00:00-04:00',
    ]);
  });

  it('New York: hours across the repeated hour are an hour longer (1 November 2026)', () => {
    const night = rules({ weekly: everyDay('01:00', '03:00') });
    expect(slots(night, '2026-11-01')).toEqual([
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T02:00:00-05:00',
    ]);
  });

  it('London: the same hours in winter and summer time (29 March 2026)', () => {
    const london = rules({ timezone: 'Europe/London', weekly: everyDay('00:30', '02:30') });
    expect(slots(london, '2026-03-28')).toEqual([
      '2026-03-28T00:30:00+00:00',
      '2026-03-28T01:30:00+00:00',
    ]);
    // 01:00 becomes 02:00: 00:30 to 02:30 is one hour long that night.
    expect(slots(london, '2026-03-29')).toEqual(['2026-03-29T00:30:00+00:00']);
    expect(slots(london, '2026-03-30')).toEqual([
      '2026-03-30T00:30:00+01:00',
      '2026-03-30T01:30:00+01:00',
    ]);
  });

  it('Kolkata: a half-hour offset and no changes', () => {
    const kolkata = rules({ timezone: 'Asia/Kolkata', weekly: everyDay('09:00', '11:00') });
    const found = slots(kolkata, '2026-06-01');
    expect(found).toEqual(['2026-06-01T09:00:00+05:30', '2026-06-01T10:00:00+05:30']);
    expect(slots(kolkata, '2026-06-01', { zone: 'UTC' })).toEqual([
      '2026-06-01T03:30:00+00:00',
      '2026-06-01T04:30:00+00:00',
    ]);
  });

  it('Lord Howe: clocks move half an hour (4 October 2026, 02:00 becomes 02:30)', () => {
    const lordHowe = rules({ timezone: 'Australia/Lord_Howe', weekly: everyDay('01:00', '04:00') });
    expect(slots(lordHowe, '2026-10-04', { length: 30 })).toEqual([
      '2026-10-04T01:00:00+10:30',
      '2026-10-04T01:30:00+10:30',
      '2026-10-04T02:30:00+11:00',
      '2026-10-04T03:00:00+11:00',
      '2026-10-04T03:30:00+11:00',
    ]);
    // And back on 5 April 2026: 02:00 becomes 01:30, so 01:30 to 02:00 happens twice.
    expect(slots(lordHowe, '2026-04-05', { length: 30 })).toHaveLength(7);
  });
});

describe('free time leaves out what is taken', () => {
  it('blocked intervals, and booked sessions with their buffers', () => {
    const buffered = rules({ buffer_minutes: 15, weekly: everyDay('09:00', '17:00') });
    expect(
      slots(buffered, '2026-06-03', {
        blocked: [['2026-06-03T09:00:00-04:00', '2026-06-03T10:00:00-04:00']],
        booked: [['2026-06-03T12:00:00-04:00', '2026-06-03T13:00:00-04:00']],
      }),
    ).toEqual([
      // 10:00 to 11:45 holds one hour; the session and its buffers take 11:45 to 13:15.
      '2026-06-03T10:00:00-04:00',
      '2026-06-03T13:15:00-04:00',
      '2026-06-03T14:15:00-04:00',
      '2026-06-03T15:15:00-04:00',
    ]);
  });

  it('a day off and a day of other hours', () => {
    const week = rules({
      date_overrides: [
        { date: '2026-06-04', intervals: [] },
        { date: '2026-06-05', intervals: [{ start: '14:00', end: '16:00' }] },
      ],
    });
    expect(slots(week, '2026-06-04')).toEqual([]);
    expect(slots(week, '2026-06-05')).toEqual([
      '2026-06-05T14:00:00-04:00',
      '2026-06-05T15:00:00-04:00',
    ]);
  });

  it('the minimum notice and the booking window, counted from now', () => {
    const notice = rules({ min_notice_minutes: 90, booking_window_days: 2 });
    const now = '2026-06-03T09:15:00-04:00';
    expect(slots(notice, '2026-06-03', { now })).toEqual(['2026-06-03T11:00:00-04:00']);
    expect(slots(notice, '2026-06-05', { now })).toHaveLength(3);
    expect(slots(notice, '2026-06-06', { now })).toEqual([]);
  });

  it("the viewer's days: a viewer in Tokyo sees a New York evening on the next morning", () => {
    const evening = rules({ weekly: everyDay('18:00', '20:00') });
    expect(slots(evening, '2026-06-04', { zone: 'Asia/Tokyo' })).toEqual([
      '2026-06-04T07:00:00+09:00',
      '2026-06-04T08:00:00+09:00',
    ]);
  });

  it('sixty days of free time in one call', () => {
    const found = slots(rules(), '2026-06-01', { to: '2026-07-30' });
    expect(found).toHaveLength(60 * 3);
    expect(new Set(found).size).toBe(found.length);
  });
});

describe('open hours', () => {
  it('join touching periods of one day and end at midnight with 24:00', () => {
    const hours = openHours(
      rules({
        weekly: [
          { weekday: 3, start: '09:00', end: '12:00' },
          { weekday: 3, start: '12:00', end: '24:00' },
        ],
      }),
      '2026-06-03',
      '2026-06-03',
    );
    expect(hours).toEqual([
      { start: at('2026-06-03T09:00:00-04:00'), end: at('2026-06-04T00:00:00-04:00') },
    ]);
  });
});
