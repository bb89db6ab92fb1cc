import { z } from 'zod';

// Member profile and intake: option lists, limits and the small pure helpers the intake and
// registration forms and the server share (accounts-and-access §3 "Member profile and
// intake", §5, §9; booking-practice-and-marketing §3 "Lists", §5). The options are stored as
// the words shown.

/** Gender options of the intake form. */
export const INTAKE_GENDER_OPTIONS = [
  'Male',
  'Female',
  'Non-binary',
  'Transgender',
  'Prefer not to say',
] as const;
export const IntakeGenderSchema = z.enum(INTAKE_GENDER_OPTIONS);

/** Gender identity options of the other form. */
export const GENDER_IDENTITY_OPTIONS = [
  'Woman',
  'Man',
  'Nonbinary',
  'Genderqueer',
  'Transgender Woman',
  'Transgender Man',
  'Prefer not to say',
  'Other',
] as const;
export const GenderIdentitySchema = z.enum(GENDER_IDENTITY_OPTIONS);

/** Sex options; one form shows only the first two, all three are valid answers. */
export const SEX_OPTIONS = ['Male', 'Female', 'Prefer not to say'] as const;
export const SexSchema = z.enum(SEX_OPTIONS);

/** How a guardian is related to a minor. */
export const GUARDIAN_RELATIONSHIP_OPTIONS = [
  'Parent',
  'Legal Guardian',
  'Family Member',
  'Other',
] as const;
export const GuardianRelationshipSchema = z.enum(GUARDIAN_RELATIONSHIP_OPTIONS);

/** "How did you hear about us", for members and at professional onboarding. */
export const HEARD_ABOUT_OPTIONS = [
  'Invite by Family/Friends',
  'Social Media',
  'Search Engine',
  'AMHC',
] as const;
export const HeardAboutSchema = z.enum(HEARD_ABOUT_OPTIONS);

export const BIOGRAPHY_MAX = 1024;
export const MIN_MEMBER_AGE = 13;
export const MIN_PROFESSIONAL_AGE = 18;

// ---- Dates of birth ------------------------------------------------------------------------
// A date of birth is a calendar date, 'YYYY-MM-DD', with no time and no timezone. "Today" is
// passed in as a calendar date too (see calendarDateIn), so no rule reads the clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASHED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

type CalendarParts = { year: number; month: number; day: number };

const formatCalendarDate = ({ year, month, day }: CalendarParts) =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

function toCalendarDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return formatCalendarDate({ year, month, day });
}

/**
 * A typed date of birth as 'YYYY-MM-DD' (§5): US month/day/year with slashes, zero-padded
 * ('3/7/2001' → '2001-03-07'), or already year-month-day. Undefined for anything else,
 * including days that do not exist ('2/29/2001').
 */
export function normalizeDob(input: string): string | undefined {
  const text = input.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return toCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = SLASHED_DATE.exec(text);
  if (slashed) return toCalendarDate(Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
  return undefined;
}

function parseCalendarDate(date: string): CalendarParts {
  if (normalizeDob(date) !== date) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8)),
  };
}

const monthDay = ({ month, day }: CalendarParts) => month * 100 + day;

/**
 * Full years between a date of birth and `today`. A birthday on February 29 comes on
 * March 1 in other years, so the person is not older on February 28.
 */
export function ageOn(dob: string, today: string): number {
  const born = parseCalendarDate(dob);
  const now = parseCalendarDate(today);
  return now.year - born.year - (monthDay(now) < monthDay(born) ? 1 : 0);
}

export function isAtLeast(dob: string, years: number, today: string): boolean {
  return ageOn(dob, today) >= years;
}

/**
 * The latest date of birth of someone at least `years` old on `today`: the `max` of a date
 * input ("no later than 13 years ago"). February 29 becomes February 28 in a common year.
 */
export function latestDobForAge(years: number, today: string): string {
  const { year, month, day } = parseCalendarDate(today);
  const bornYear = year - years;
  return formatCalendarDate({
    year: bornYear,
    month,
    day: Math.min(day, daysInMonth(bornYear, month)),
  });
}

/** The calendar date 'YYYY-MM-DD' at `now` in an IANA timezone: "today" for a person. */
export function calendarDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// ---- Phone numbers ---------------------------------------------------------------------------

export const PHONE_MASK = '(---) --- ----';
const PHONE_DIGITS = 10;

/**
 * The digits of a typed or pasted phone number, at most 10. A leading country code 1 in an
 * 11-digit paste ('+1 555 123 4567') is dropped, since no US area code starts with 1.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/**
 * Digits shown through the mask '(---) --- ----' as far as they go: '555' → '(555',
 * '5551234' → '(555) 123 4', ten digits → '(555) 123 4567'.
 */
export function formatPhoneMask(input: string): string {
  const digits = phoneDigits(input);
  if (digits === '') return '';
  const area = `(${digits.slice(0, 3)}`;
  if (digits.length <= 3) return area;
  const exchange = `${area}) ${digits.slice(3, 6)}`;
  if (digits.length <= 6) return exchange;
  return `${exchange} ${digits.slice(6)}`;
}
