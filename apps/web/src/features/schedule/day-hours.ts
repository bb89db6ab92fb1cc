import type { Availability } from '@orchid/contracts/scheduling';
import { type CalendarDate, isoWeekday } from '@orchid/contracts/time';

// One day's hours: the day's own (a date override) or the weekly hours of its weekday.

export type Period = { start: string; end: string };
export type DayHours = { changed: boolean; periods: Period[] };

const byStart = (a: Period, b: Period) => a.start.localeCompare(b.start);

export function hoursOn(
  availability: Pick<Availability, 'weekly' | 'date_overrides'>,
  date: CalendarDate,
): DayHours {
  const override = availability.date_overrides.find((day) => day.date === date);
  if (override) return { changed: true, periods: [...override.intervals].sort(byStart) };
  const weekday = isoWeekday(date);
  const periods = availability.weekly
    .filter((period) => period.weekday === weekday)
    .map(({ start, end }) => ({ start, end }))
    .sort(byStart);
  return { changed: false, periods };
}

/** '09:00–12:00, 13:00–17:00', or 'Not working'. */
export const hoursInWords = (hours: DayHours): string =>
  hours.periods.length === 0
    ? 'Not working'
    : hours.periods.map((period) => `${period.start}–${period.end}`).join(', ');

/**
 * The availability with one day's hours set: `periods` (empty for a day off), or null to
 * follow the weekly hours again. The other days are left as they are.
 */
export function withDayHours(
  availability: Availability,
  date: CalendarDate,
  periods: Period[] | null,
): Availability {
  const others = availability.date_overrides.filter((day) => day.date !== date);
  const date_overrides =
    periods === null ? others : [...others, { date, intervals: [...periods].sort(byStart) }];
  date_overrides.sort((a, b) => a.date.localeCompare(b.date));
  return { ...availability, date_overrides };
}
