import type { Timeslot } from '@orchid/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { freeTimesByDay, labelsOf, nextFreeInWords } from './free-times';

const slot = (start: string, label = 'Regular session'): Timeslot => ({
  timeslot_datetime_start: start,
  timeslot_length_minute: 50,
  price: 120,
  appointmentType: { label },
});

describe('free times by day', () => {
  // 23:30 and 00:30 in New York, given by a professional in Los Angeles and in UTC.
  const slots = [
    slot('2026-03-11T04:30:00Z'),
    slot('2026-03-10T20:30:00-07:00'),
    slot('2026-03-10T09:00:00-04:00', 'Free introduction'),
  ];

  it('groups by the visitor’s day, in order, whatever offset the API gave', () => {
    const days = freeTimesByDay(slots, 'America/New_York');
    expect(days.map((day) => [day.date, day.heading, day.times.map((t) => t.time)])).toEqual([
      ['2026-03-10', 'Tuesday, March 10', ['9:00 AM', '11:30 PM']],
      ['2026-03-11', 'Wednesday, March 11', ['12:30 AM']],
    ]);
    expect(days[0]?.times[0]).toMatchObject({
      start: '2026-03-10T09:00:00-04:00',
      lengthMinutes: 50,
      label: 'Free introduction',
      price: 120,
    });
  });

  it('puts the same times on other days for a visitor elsewhere', () => {
    const days = freeTimesByDay(slots, 'Europe/Berlin');
    expect(days.map((day) => [day.date, day.times.map((t) => t.time)])).toEqual([
      ['2026-03-10', ['2:00 PM']],
      ['2026-03-11', ['4:30 AM', '5:30 AM']],
    ]);
  });

  it('crosses a change of clocks without losing an hour', () => {
    // New York springs forward on 8 March 2026: 01:30 EST, then 03:30 EDT.
    const days = freeTimesByDay(
      [slot('2026-03-08T01:30:00-05:00'), slot('2026-03-08T03:30:00-04:00')],
      'America/New_York',
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.times.map((t) => t.time)).toEqual(['1:30 AM', '3:30 AM']);
  });

  it('names the session types that have free times, and the next time in words', () => {
    expect(labelsOf(slots)).toEqual(['Regular session', 'Free introduction']);
    expect(nextFreeInWords('2026-03-10T13:00:00Z', 'America/Chicago')).toBe(
      'Tue, Mar 10, 8:00 AM CDT',
    );
  });
});
