import type { Availability } from '@orchid/contracts/scheduling';

// The practice's hours as the availability form shows them: the week by day, periods in
// order, times in words, and the options of the booking rules.

export type WeeklyPeriod = Availability['weekly'][number];
export type Period = { start: string; end: string };

/** 1 Monday … 7 Sunday, as the contract numbers them. */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 7, name: 'Sunday' },
] as const;

/** A day's periods with their place in the flat weekly list (where the form keeps errors). */
export const periodsOfDay = (weekly: readonly WeeklyPeriod[], weekday: number) =>
  weekly
    .map((period, index) => ({ period, index }))
    .filter(({ period }) => period.weekday === weekday);

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The period a day gets when one is added: 09:00–17:00 on an empty day, else the hour after
 * its latest period (shorter when the day ends first; the whole evening at the very end).
 */
export function nextPeriod(existing: readonly Period[]): Period {
  if (existing.length === 0) return { start: '09:00', end: '17:00' };
  const latestEnd = Math.max(...existing.map((period) => toMinutes(period.end)));
  const start = Math.min(latestEnd, 23 * 60);
  return { start: toTime(start), end: toTime(Math.min(start + 60, 24 * 60)) };
}

/** Periods by day and start, as people read a week. */
export const sortedWeekly = (weekly: readonly WeeklyPeriod[]): WeeklyPeriod[] =>
  [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));

export const sortedOverrides = (overrides: Availability['date_overrides']) =>
  [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((override) => ({
      ...override,
      intervals: [...override.intervals].sort((a, b) => a.start.localeCompare(b.start)),
    }));

/**
 * A time input cannot show 24:00: a period that ends at midnight shows 00:00 there, and an
 * end typed as 00:00 means midnight at the end of the day.
 */
export const endForInput = (end: string) => (end === '24:00' ? '00:00' : end);
export const endFromInput = (value: string) => (value === '00:00' ? '24:00' : value);

/** 'HH:MM' in words on a 12-hour clock: 9:00 AM, 1:30 PM, midnight. */
export function wallTimeInWords(time: string): string {
  const minutes = toMinutes(time);
  if (minutes === 0 || minutes === 24 * 60) return 'midnight';
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const periodInWords = (period: Period) =>
  `${wallTimeInWords(period.start)} – ${wallTimeInWords(period.end)}`;

/** Each weekday's hours in words, 'Closed' for a day without any. */
export const weekInWords = (weekly: readonly WeeklyPeriod[]) =>
  WEEKDAYS.map(({ weekday, name }) => {
    const periods = sortedWeekly(periodsOfDay(weekly, weekday).map(({ period }) => period));
    return { name, hours: periods.length ? periods.map(periodInWords).join(', ') : 'Closed' };
  });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A number of minutes in the largest whole unit: 90 minutes, 2 hours, 1 day, 1 week. */
export function minutesInWords(minutes: number): string {
  if (minutes === 0) return 'None';
  if (minutes % (7 * 24 * 60) === 0) return plural(minutes / (7 * 24 * 60), 'week');
  if (minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

const optionsWith = (values: number[], current: number, label: (value: number) => string) =>
  [...new Set([...values, current])]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: label(value) }));

/** How soon before a session clients may still book it; a saved value not listed stays. */
export const minNoticeOptions = (current: number) =>
  optionsWith([0, 60, 120, 240, 720, 1440, 2880, 4320, 10080], current, (minutes) =>
    minutes === 0 ? 'No notice: up to the start' : minutesInWords(minutes),
  );

/** Free time kept around each session. */
export const bufferOptions = (current: number) =>
  optionsWith([0, 5, 10, 15, 20, 30, 45, 60], current, (minutes) =>
    minutes === 0 ? 'No buffer' : minutesInWords(minutes),
  );

/** The time zones the browser knows, the saved one among them; 'America/New_York' reads 'America/New York'. */
export function timeZoneOptions(current: string, known: readonly string[] = supportedTimeZones()) {
  const zones = known.includes(current) ? [...known] : [current, ...known];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
