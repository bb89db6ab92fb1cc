import { REPEAT_CHOICES, toOffsetIso } from '@orchid/contracts';
import { describe, expect, it } from 'vitest';
import { occurrencesOf } from './series';

const inNewYork = (rule: string, first: string) => {
  const found = occurrencesOf(rule, new Date(first), 'America/New_York');
  return Array.isArray(found) ? found.map((d) => toOffsetIso(d, 'America/New_York')) : found;
};

describe('a series from its rule', () => {
  it('weekly keeps its wall-clock time across the spring change', () => {
    expect(inNewYork('FREQ=WEEKLY;COUNT=3', '2026-03-02T09:00:00-05:00')).toEqual([
      '2026-03-02T09:00:00-05:00',
      '2026-03-09T09:00:00-04:00',
      '2026-03-16T09:00:00-04:00',
    ]);
  });

  it('every two weeks until a date, that day included', () => {
    expect(
      inNewYork('RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20261116T000000Z', '2026-10-19T17:30:00-04:00'),
    ).toEqual([
      '2026-10-19T17:30:00-04:00',
      '2026-11-02T17:30:00-05:00',
      '2026-11-16T17:30:00-05:00',
    ]);
  });

  it('monthly skips months without the day', () => {
    expect(inNewYork('FREQ=MONTHLY;COUNT=3', '2027-01-31T10:00:00-05:00')).toEqual([
      '2027-01-31T10:00:00-05:00',
      '2027-03-31T10:00:00-04:00',
      '2027-05-31T10:00:00-04:00',
    ]);
  });

  it.each(Object.entries(REPEAT_CHOICES))(
    "takes the forms' %s rule, with either end",
    (_, rule) => {
      expect(inNewYork(`${rule};COUNT=2`, '2026-03-02T09:00:00-05:00')).toHaveLength(2);
      expect(inNewYork(`${rule};UNTIL=20270301T000000Z`, '2026-03-02T09:00:00-05:00')).toEqual(
        expect.arrayContaining(['2026-03-02T09:00:00-05:00']),
      );
    },
  );

  it('says a rule that ends before its first session gives none', () => {
    const first = '2026-03-02T09:00:00-05:00';
    expect(inNewYork('FREQ=WEEKLY;UNTIL=20260301T000000Z', first)).toBe('none');
    expect(inNewYork('FREQ=WEEKLY;UNTIL=20000101T000000Z', first)).toBe('none');
  });

  it('refuses an end outside the years the API takes', () => {
    const first = '2026-03-02T09:00:00-05:00';
    expect(inNewYork('FREQ=WEEKLY;UNTIL=99991231T235959Z', first)).toBeUndefined();
    expect(inNewYork('FREQ=WEEKLY;UNTIL=18991231T000000Z', first)).toBeUndefined();
  });

  it('refuses rules the calendar does not offer, and more than 100 sessions', () => {
    const first = '2026-03-02T09:00:00-05:00';
    expect(inNewYork('FREQ=DAILY;COUNT=3', first)).toBeUndefined();
    expect(inNewYork('FREQ=WEEKLY', first)).toBeUndefined();
    expect(inNewYork('FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z', first)).toBeUndefined();
    expect(inNewYork('FREQ=WEEKLY;BYHOUR=9;COUNT=3', first)).toBeUndefined();
    expect(inNewYork('not a rule', first)).toBeUndefined();
    expect(inNewYork('FREQ=WEEKLY;COUNT=101', first)).toBe('too many');
    expect(inNewYork('FREQ=WEEKLY;UNTIL=20300101T000000Z', first)).toBe('too many');
  });
});
