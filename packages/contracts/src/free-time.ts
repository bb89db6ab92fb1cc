import {
  addCalendarDays,
  type CalendarDate,
  isoWeekday,
  todayIn,
  type WallTime,
  wallClockToInstant,
} from './time';
import { mergeRanges, subtractRanges, type TimeRange } from './time-ranges';

// The slot engine: when a professional can be booked, as pure date-range maths (no clock, no
// database), so the server's timeslots call and the web's previews agree and tests can pin
// every case. Availability is wall-clock time in the professional's zone, so 09:00 stays 09:00
// across daylight-saving changes; everything after is instants.

/** Open hours on a weekday (1 Monday … 7 Sunday), 'HH:MM' to 'HH:MM' ('24:00': midnight after). */
export type WeeklyHours = { weekday: number; start: WallTime; end: WallTime };

/** A day whose hours differ from its weekday's; no intervals: a day off. */
export type DateOverride = {
  date: CalendarDate;
  intervals: { start: WallTime; end: WallTime }[];
};

export type AvailabilityRules = {
  /** The professional's IANA zone: the wall clock the hours are read on. */
  timezone: string;
  weekly: readonly WeeklyHours[];
  date_overrides: readonly DateOverride[];
  /** How long before a session it can still be booked. */
  min_notice_minutes: number;
  /** How many days after the professional's today can be booked (today counts as day 0). */
  booking_window_days: number;
  /** Kept free before and after every booked session. */
  buffer_minutes: number;
};

export type FreeTimeQuery = {
  availability: AvailabilityRules;
  /** Booked sessions (cancelled ones left out); their buffers are added here. */
  booked: readonly TimeRange[];
  /** Blocked intervals (no buffer). */
  blocked: readonly TimeRange[];
  /** The days asked for, inclusive, in the viewer's zone. */
  from: CalendarDate;
  to: CalendarDate;
  timezone: string;
  length_minutes: number;
  now: Date;
};

const MINUTE = 60_000;

/** The instant a wall clock shows `time` on `date`; '24:00' is the next day's midnight. */
const instantOf = (date: CalendarDate, time: WallTime, zone: string) =>
  time === '24:00'
    ? wallClockToInstant(addCalendarDays(date, 1), '00:00', zone).getTime()
    : wallClockToInstant(date, time, zone).getTime();

/** The professional's open hours on each of their own days from `first` to `last`, as instants. */
export function openHours(
  availability: AvailabilityRules,
  first: CalendarDate,
  last: CalendarDate,
): TimeRange[] {
  const overrides = new Map(availability.date_overrides.map((o) => [o.date, o.intervals]));
  const open: TimeRange[] = [];
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) {
    const weekday = isoWeekday(date);
    const hours = overrides.get(date) ?? availability.weekly.filter((h) => h.weekday === weekday);
    for (const { start, end } of hours) {
      open.push({
        start: instantOf(date, start, availability.timezone),
        end: instantOf(date, end, availability.timezone),
      });
    }
  }
  return mergeRanges(open);
}

/**
 * Free times to start a session of `length_minutes`, in order: inside open hours, outside
 * blocked intervals and booked sessions with their buffers, no sooner than the minimum notice
 * and within the booking window, on the viewer's days from `from` to `to`. Slots start where
 * an open period starts and then every `length_minutes` (as Cal.com's default interval), so a
 * period of 09:00–12:00 gives 09:00, 10:00 and 11:00 for an hour.
 */
export function freeSlots(query: FreeTimeQuery): Date[] {
  const { availability, now } = query;
  const length = query.length_minutes * MINUTE;
  const zone = availability.timezone;
  const proToday = todayIn(zone, now);
  const asked: TimeRange = {
    start: instantOf(query.from, '00:00', query.timezone),
    end: instantOf(query.to, '24:00', query.timezone),
  };
  const bookable: TimeRange = {
    start: now.getTime() + availability.min_notice_minutes * MINUTE,
    end: instantOf(addCalendarDays(proToday, availability.booking_window_days), '24:00', zone),
  };
  const window: TimeRange = {
    start: Math.max(asked.start, bookable.start),
    end: Math.min(asked.end, bookable.end),
  };
  if (window.end <= window.start) return [];
  // The professional's days that reach into the window (a zone can be a day ahead or behind).
  const first = addCalendarDays(todayIn(zone, new Date(window.start)), -1);
  const last = addCalendarDays(todayIn(zone, new Date(window.end)), 1);
  const buffer = availability.buffer_minutes * MINUTE;
  const taken = [
    ...query.blocked,
    ...query.booked.map((b) => ({ start: b.start - buffer, end: b.end + buffer })),
  ];
  const free = subtractRanges(openHours(availability, first, last), taken);
  const slots: Date[] = [];
  for (const period of free) {
    for (let start = period.start; start + length <= period.end; start += length) {
      if (start >= window.start && start < window.end) slots.push(new Date(start));
    }
  }
  return slots;
}
