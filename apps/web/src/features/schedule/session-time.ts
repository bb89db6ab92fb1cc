import {
  type CalendarDate,
  instantToWallClock,
  toOffsetIso,
  type WallTime,
  wallClockToInstant,
} from '@orchid/contracts/time';

// Times on the practice's wall clock: forms ask a date and a time where the practice is (the
// calendar shows that zone), and the API takes instants with their offset.

/** A date and a time on the practice's clock as ISO 8601 with the offset it has then. */
export const instantAt = (date: CalendarDate, time: WallTime, timeZone: string): string =>
  toOffsetIso(wallClockToInstant(date, time, timeZone), timeZone);

/** What the practice's clock shows at an instant. */
export const wallClockAt = (instant: string | Date, timeZone: string) =>
  instantToWallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone);

/** An instant `minutes` later, with the offset the practice's zone has then. */
export const minutesAfter = (instant: string, minutes: number, timeZone: string): string =>
  toOffsetIso(new Date(Date.parse(instant) + minutes * 60_000), timeZone);

/** Whole minutes from one instant to another. */
export const minutesBetween = (start: string, end: string): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
