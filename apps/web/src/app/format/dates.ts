// Dates and times as a viewer reads them, in US English. Every Intl.DateTimeFormat of the web
// is made here, once for each set of options: making one costs far more than using it.

type Instant = string | Date;
type Options = Intl.DateTimeFormatOptions;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `options` (without a timeZone: the browser's), made the first time. */
export function dateFormat(options: Options): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar day ('2026-12-25') in words: 'Friday, December 25, 2026' (full), 'December 25,
 * 2026' (long), 'Dec 25, 2026' (medium). Read in UTC, so no time zone moves it a day.
 */
export const calendarDayInWords = (date: string, dateStyle: 'full' | 'long' | 'medium'): string =>
  dateFormat({ dateStyle, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

const dateAndTime: Options = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * An instant in words on the clock of `timeZone` (the browser's when none): 'Dec 3, 2026,
 * 6:00 PM', or as `options` ask ({ dateStyle: 'long' }: 'December 3, 2026').
 */
export const instantInWords = (instant: Instant, timeZone?: string, options = dateAndTime) =>
  dateFormat({ ...options, timeZone }).format(new Date(instant));

/** From one instant to another in words, as `options` ask: '10:00 – 10:50 AM'. */
export const rangeInWords = (start: Instant, end: Instant, timeZone: string, options: Options) =>
  dateFormat({ ...options, timeZone }).formatRange(new Date(start), new Date(end));
