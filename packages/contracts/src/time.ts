import { TZDateMini, tzOffset } from '@date-fns/tz';
import { addMonths } from 'date-fns';

// One clock and one calendar for web and server. Calendar dates are 'YYYY-MM-DD' strings (a
// date of birth, "today" for a person), wall-clock times are 'HH:MM', instants are Date.
// Time zones are IANA names and come from the Intl data of the runtime, through @date-fns/tz:
// chosen over the Temporal polyfill because it adds about 1.5 KB to the web's first load
// (the polyfill is about 20 KB gzip, which the calendar screen may load lazily for its own
// use) and works with date-fns' tree-shaken functions. No rule here reads the clock: callers
// pass `now`.

export type CalendarDate = string;
export type WallTime = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASHED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

type CalendarParts = { year: number; month: number; day: number };
const format = ({ year, month, day }: CalendarParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function fromParts(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return format({ year, month, day });
}

/**
 * A typed date as 'YYYY-MM-DD': US month/day/year with slashes ('3/7/2001' → '2001-03-07') or
 * already year-month-day. Undefined for anything else, including days that do not exist.
 */
export function normalizeDob(input: string): CalendarDate | undefined {
  const text = input.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return fromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = SLASHED_DATE.exec(text);
  if (slashed) return fromParts(Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
  return undefined;
}

export const isCalendarDate = (value: string) => normalizeDob(value) === value;

function parse(date: CalendarDate): CalendarParts {
  if (!isCalendarDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8)),
  };
}

/** Whether the runtime knows `timeZone` as an IANA zone (or a UTC offset). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date at `now` in `timeZone`: "today" for a person there. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const local = new TZDateMini(now.getTime(), timeZone);
  return format({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() });
}

/**
 * Full years from `born` to `on`. A February 29 birthday comes on March 1 in other years, so
 * the person is not a year older on February 28.
 */
export function ageOn(born: CalendarDate, on: CalendarDate): number {
  const b = parse(born);
  const d = parse(on);
  const monthDay = (p: CalendarParts) => p.month * 100 + p.day;
  return d.year - b.year - (monthDay(d) < monthDay(b) ? 1 : 0);
}

/**
 * The latest date of birth of someone at least `years` old on `today` (a date input's max).
 * February 29 becomes February 28 in a common year.
 */
export function latestBirthDateForAge(years: number, today: CalendarDate): CalendarDate {
  const { year, month, day } = parse(today);
  const bornYear = year - years;
  return format({ year: bornYear, month, day: Math.min(day, daysInMonth(bornYear, month)) });
}

/** The calendar date `days` after `date` (negative: before); no time zone is involved. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parse(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/**
 * `days` whole days of 24 hours after an instant. Trials are measured so: a trial is as long
 * in every time zone and across daylight-saving changes.
 */
export const addWholeDays = (instant: Date, days: number): Date =>
  new Date(instant.getTime() + days * 86_400_000);

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const at = (date: CalendarDate) => {
    const { year, month, day } = parse(date);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

export type BillingPeriod = 'monthly' | 'annual';

/**
 * `count` billing periods after `from`: the same day of the month and wall-clock time in
 * `timeZone` a month (or a year) on, or the month's last day when it has no such day
 * (31 January → 28 or 29 February). In UTC unless a zone is given, so a period is as long for
 * everyone; in a zone with daylight saving the instant moves with the wall clock.
 */
export function addBillingPeriods(
  from: Date,
  period: BillingPeriod,
  count = 1,
  timeZone = 'UTC',
): Date {
  const months = (period === 'annual' ? 12 : 1) * count;
  return new Date(addMonths(new TZDateMini(from.getTime(), timeZone), months).getTime());
}

/**
 * The instant a wall clock in `timeZone` shows `time` on `date`. A time that does not exist
 * (skipped when clocks spring forward, e.g. 02:30 in New York on 8 March 2026) is moved
 * forward by the gap (03:30). A time that happens twice (clocks fall back) is the first,
 * earlier one. Scheduling's availability is built on this.
 */
export function wallClockToInstant(date: CalendarDate, time: WallTime, timeZone: string): Date {
  const { year, month, day } = parse(date);
  const clock = WALL_TIME.exec(time);
  if (!clock) throw new RangeError(`Not an 'HH:MM' time: ${time}`);
  // The wall clock read as if it were UTC; a zone's offset turns it into an instant. Offsets
  // change at most once in a day, so the offsets of a day before and a day after are the only
  // candidates: a candidate is right when the zone has that offset at that instant.
  const asUtc = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  const before = offsetAt(timeZone, asUtc - 86_400_000);
  const after = offsetAt(timeZone, asUtc + 86_400_000);
  const fits = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => offsetAt(timeZone, instant) * 60_000 === asUtc - instant);
  // Twice (fall back): the earlier. Never (spring forward): read with the offset before the
  // change, which lands as far after the gap as the time was into it.
  return new Date(fits.length > 0 ? Math.min(...fits) : asUtc - before * 60_000);
}

/** What a wall clock in `timeZone` shows at `instant`. */
export function instantToWallClock(
  instant: Date,
  timeZone: string,
): { date: CalendarDate; time: WallTime } {
  const local = new TZDateMini(instant.getTime(), timeZone);
  return {
    date: format({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }),
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** Minutes from midnight to the next midnight of `date` in `timeZone` (1380 or 1500 on DST days). */
export function dayLengthMinutes(date: CalendarDate, timeZone: string): number {
  const start = wallClockToInstant(date, '00:00', timeZone);
  const end = wallClockToInstant(addCalendarDays(date, 1), '00:00', timeZone);
  return (end.getTime() - start.getTime()) / 60_000;
}

/** The ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: CalendarDate): number {
  const { year, month, day } = parse(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * An instant as ISO 8601 with the offset `timeZone` has then, to the second:
 * '2026-03-09T09:00:00-04:00' (a client reads the wall clock and the zone in one field).
 */
export function toOffsetIso(instant: Date, timeZone: string): string {
  return withOffset(instant, offsetAt(timeZone, instant.getTime()));
}

function withOffset(instant: Date, offset: number): string {
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const DAY_MS = 86_400_000;
/** Days kept per zone before its memo starts again (about 55 years of days). */
const MEMO_DAYS = 20_000;
const steadyDays = new Map<string, Map<number, number | undefined>>();

/**
 * The zone's offset in minutes at an instant (ms), as tzOffset says, remembered by UTC day: a
 * zone's offset changes at most once a day, so a day whose start and end have the same offset
 * has it throughout, and the zone (Intl, some microseconds a call) is asked twice a day, not at
 * every instant. Free time over 60 days asks for thousands of instants: this took its engine
 * from 8.7 ms to 3.1 ms for 60 days of three session types with 200 sessions.
 */
function offsetAt(timeZone: string, ms: number): number {
  let days = steadyDays.get(timeZone);
  if (!days || days.size > MEMO_DAYS) {
    days = new Map();
    steadyDays.set(timeZone, days);
  }
  const day = Math.floor(ms / DAY_MS);
  if (!days.has(day)) {
    const start = tzOffset(timeZone, new Date(day * DAY_MS));
    const end = tzOffset(timeZone, new Date((day + 1) * DAY_MS - 1));
    days.set(day, start === end ? start : undefined);
  }
  return days.get(day) ?? tzOffset(timeZone, new Date(ms));
}

/** toOffsetIso for many instants of one zone (a list of free times). */
export function offsetIsoIn(timeZone: string): (instant: Date) => string {
  return (instant) => toOffsetIso(instant, timeZone);
}
