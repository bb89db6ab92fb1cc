import { z } from 'zod';
import { text } from './text';
import { isCalendarDate } from './time';

// The one bound on every date the API takes. A practice's calendar, a coupon's expiry or a
// blog entry's date has no use for year 0 or 9999, and such dates broke the server further in
// (rrule, date maths, PostgreSQL ranges): they are refused here, with a 400 in the error shape.

/** The first year the API takes, and the first it no longer takes. */
export const INSTANT_YEARS = { from: 1900, until: 2200 } as const;
const FROM_MS = Date.UTC(INSTANT_YEARS.from, 0, 1);
const UNTIL_MS = Date.UTC(INSTANT_YEARS.until, 0, 1);

/** The longest a session (or a group's meeting) may last. */
export const SESSION_HOURS_MAX = 24;

export const instantMessages = {
  outOfRange: `Choose a date between the years ${INSTANT_YEARS.from} and ${INSTANT_YEARS.until - 1}.`,
  sessionTooLong: `A session can last at most ${SESSION_HOURS_MAX} hours.`,
} as const;

/** Whether an instant (epoch ms) is one the API takes. */
export const isInstantInRange = (ms: number) => ms >= FROM_MS && ms < UNTIL_MS;

/** Whether a 'YYYY-MM-DD' calendar date falls in the years the API takes. */
const isCalendarDateInRange = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= INSTANT_YEARS.from && year < INSTANT_YEARS.until;
};

/** A calendar day the API takes: 'YYYY-MM-DD' that exists (`invalid` if not), in INSTANT_YEARS. */
export const calendarDateSchema = (invalid: string) =>
  text().refine(isCalendarDate, invalid).refine(isCalendarDateInRange, instantMessages.outOfRange);

/** An instant the API takes: ISO 8601 with an offset, between INSTANT_YEARS. */
export const InstantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isInstantInRange(Date.parse(value)), instantMessages.outOfRange);

/**
 * An instant the API answers with. Not bounded, so a row kept before the bound still reads
 * (the answer is checked against its schema on the way out).
 */
export const AnswerInstantSchema = z.iso.datetime({ offset: true });

/**
 * The problem with a session's start and end, if any: ends after it starts (with the caller's
 * wording) and lasts at most SESSION_HOURS_MAX. For a schema's refinement.
 */
export function sessionSpanProblem(
  start: string,
  end: string,
  endAfterStart: string,
): string | undefined {
  const length = Date.parse(end) - Date.parse(start);
  if (!(length > 0)) return endAfterStart;
  if (length > SESSION_HOURS_MAX * 3_600_000) return instantMessages.sessionTooLong;
  return undefined;
}
