import { describe, expect, it } from 'vitest';
import {
  addBillingPeriods,
  addCalendarDays,
  addWholeDays,
  ageOn,
  dayLengthMinutes,
  daysBetween,
  instantToWallClock,
  isTimeZone,
  latestBirthDateForAge,
  normalizeDob,
  offsetIsoIn,
  todayIn,
  toOffsetIso,
  wallClockToInstant,
} from './time';

const iso = (date: Date) => date.toISOString();

describe('wall clock and instants across daylight-saving changes', () => {
  it.each([
    // zone, day, its length in minutes
    ['America/New_York', '2026-03-08', 23 * 60],
    ['America/New_York', '2026-11-01', 25 * 60],
    ['Europe/London', '2026-03-29', 23 * 60],
    ['Europe/London', '2026-10-25', 25 * 60],
    ['Asia/Kolkata', '2026-03-08', 24 * 60],
    ['Australia/Lord_Howe', '2026-10-04', 23 * 60 + 30],
    ['Australia/Lord_Howe', '2026-04-05', 24 * 60 + 30],
  ])('%s on %s lasts %i minutes', (zone, day, minutes) => {
    expect(dayLengthMinutes(day, zone)).toBe(minutes);
  });

  it('round-trips ordinary wall-clock times on change days', () => {
    const cases: [string, string, string, string][] = [
      ['America/New_York', '2026-03-08', '09:00', '2026-03-08T13:00:00.000Z'],
      ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z'],
      ['America/New_York', '2026-11-01', '09:00', '2026-11-01T14:00:00.000Z'],
      ['Europe/London', '2026-03-29', '09:00', '2026-03-29T08:00:00.000Z'],
      ['Europe/London', '2026-10-25', '09:00', '2026-10-25T09:00:00.000Z'],
      ['Asia/Kolkata', '2026-06-01', '09:00', '2026-06-01T03:30:00.000Z'],
      ['Australia/Lord_Howe', '2026-10-04', '09:00', '2026-10-03T22:00:00.000Z'],
      ['Australia/Lord_Howe', '2026-04-05', '09:00', '2026-04-04T22:30:00.000Z'],
    ];
    for (const [zone, date, time, instant] of cases) {
      expect(iso(wallClockToInstant(date, time, zone)), `${zone} ${date} ${time}`).toBe(instant);
      expect(instantToWallClock(new Date(instant), zone)).toEqual({ date, time });
    }
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    expect(iso(wallClockToInstant('2026-03-08', '02:30', 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z', // 03:30 EDT
    );
    expect(iso(wallClockToInstant('2026-03-29', '01:30', 'Europe/London'))).toBe(
      '2026-03-29T01:30:00.000Z', // 02:30 BST
    );
    // Lord Howe moves by half an hour: 02:15 does not exist, 02:45 (+11:00) does.
    expect(iso(wallClockToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe'))).toBe(
      '2026-10-03T15:45:00.000Z',
    );
  });

  it('takes the earlier of a time that happens twice when clocks fall back', () => {
    expect(iso(wallClockToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, not EST
    );
    expect(iso(wallClockToInstant('2026-10-25', '01:30', 'Europe/London'))).toBe(
      '2026-10-25T00:30:00.000Z', // 01:30 BST, not GMT
    );
    expect(iso(wallClockToInstant('2026-04-05', '01:45', 'Australia/Lord_Howe'))).toBe(
      '2026-04-04T14:45:00.000Z', // 01:45 at +11:00, not +10:30
    );
  });
});

describe('today, ages and calendar days', () => {
  it('finds today in a time zone: one instant, two dates across the date line', () => {
    const instant = new Date('2026-11-24T10:30:00Z');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('counts age in full years, a 29 February birthday turning on 1 March', () => {
    expect(ageOn('2000-06-15', '2024-06-14')).toBe(23);
    expect(ageOn('2000-06-15', '2024-06-15')).toBe(24);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(() => ageOn('2001-02-30', '2024-01-01')).toThrow(RangeError);
  });

  it('gives the latest birth date for an age, agreeing with ageOn', () => {
    expect(latestBirthDateForAge(18, '2024-02-29')).toBe('2006-02-28');
    for (const today of ['2024-02-29', '2023-03-01', '2024-12-31', '2025-01-01']) {
      for (const years of [13, 18]) {
        const latest = latestBirthDateForAge(years, today);
        expect(ageOn(latest, today)).toBeGreaterThanOrEqual(years);
        expect(ageOn(addCalendarDays(latest, 1), today)).toBeLessThan(years);
      }
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    // A trial's 30 days are 720 hours, whatever the clocks do meanwhile.
    expect(addWholeDays(new Date('2026-10-20T12:00:00Z'), 30).toISOString()).toBe(
      '2026-11-19T12:00:00.000Z',
    );
  });

  it('reads typed dates and knows time zones', () => {
    expect(normalizeDob('3/7/2001')).toBe('2001-03-07');
    expect(normalizeDob('2/29/2001')).toBeUndefined();
    expect(isTimeZone('Australia/Lord_Howe')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('billing periods', () => {
  it('fall on the same day of the month, or its last day', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(iso(addBillingPeriods(start, 'monthly'))).toBe('2026-02-28T10:00:00.000Z');
    expect(iso(addBillingPeriods(start, 'monthly', 2))).toBe('2026-03-31T10:00:00.000Z');
    expect(iso(addBillingPeriods(new Date('2028-02-29T00:00:00Z'), 'annual'))).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('keep the wall-clock time in a zone across a daylight-saving change', () => {
    // 09:00 in New York on 15 February (EST) is 09:00 on 15 March (EDT): an hour earlier in UTC.
    const start = wallClockToInstant('2026-02-15', '09:00', 'America/New_York');
    const next = addBillingPeriods(start, 'monthly', 1, 'America/New_York');
    expect(instantToWallClock(next, 'America/New_York')).toEqual({
      date: '2026-03-15',
      time: '09:00',
    });
    expect(next.getTime() - start.getTime()).toBe((28 * 24 - 1) * 3_600_000);
  });
});

describe('offsets of many instants', () => {
  it('are those of toOffsetIso, every quarter hour through the clock changes', () => {
    const zones = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    // Days around the 2026 changes of each (spring and autumn, both hemispheres).
    const days = [
      '2026-03-08',
      '2026-03-29',
      '2026-04-05',
      '2026-10-04',
      '2026-10-25',
      '2026-11-01',
    ];
    for (const zone of zones) {
      const many = offsetIsoIn(zone);
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let at = start; at < start + 3 * 86_400_000; at += 15 * 60_000) {
          expect(many(new Date(at)), `${zone} ${new Date(at).toISOString()}`).toBe(
            toOffsetIso(new Date(at), zone),
          );
        }
      }
    }
    expect(offsetIsoIn('Australia/Lord_Howe')(new Date('2026-10-03T15:30:00Z'))).toBe(
      '2026-10-04T02:30:00+11:00',
    );
  });
});
