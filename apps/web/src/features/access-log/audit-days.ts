import { addCalendarDays, isCalendarDate, wallClockToInstant } from '@orchid/contracts/time';

export type DayBounds = { from?: string; to?: string };

/**
 * The audit search's `from` and `to` for the days picked in its date inputs ('YYYY-MM-DD'),
 * as days run in `timeZone` (the professional's): from the first instant of the `from` day to
 * the last instant of the `to` day. The server keeps events with from <= at <= to, and audit
 * times are whole milliseconds, so the last instant is the next day's start less 1 ms. A day
 * left empty (or not a whole date yet) is no bound.
 */
export function dayBounds(from: string, to: string, timeZone: string): DayBounds {
  const startOf = (day: string) => wallClockToInstant(day, '00:00', timeZone);
  const bounds: DayBounds = {};
  if (isCalendarDate(from)) bounds.from = startOf(from).toISOString();
  if (isCalendarDate(to)) {
    bounds.to = new Date(startOf(addCalendarDays(to, 1)).getTime() - 1).toISOString();
  }
  return bounds;
}
