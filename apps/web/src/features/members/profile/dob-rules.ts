import {
  calendarDateIn,
  latestDobForAge,
  MIN_MEMBER_AGE,
  normalizeDob,
} from '@orchid/contracts/member-options';
import { memberMessages } from '@orchid/contracts/members';

/** A minor is under this age (§3 "Minor"); the server refuses an adult's date for a minor. */
export const ADULT_AGE = 18;

/** Today as a calendar date where the person is: ages turn over on their own midnight. */
export function todayHere(now: Date = new Date()): string {
  return calendarDateIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * What is wrong with a typed date of birth, in the server's words (§5): missing, not a
 * date, in the future, too young to register (13), or, for a minor, 18 or older.
 */
export function dobError(
  value: string,
  whose: 'member' | 'minor',
  today: string = todayHere(),
): string | null {
  if (value.trim() === '') return memberMessages.dob;
  const dob = normalizeDob(value);
  if (!dob) return memberMessages.invalidDob;
  if (dob > today) return memberMessages.futureDob;
  if (whose === 'member' && dob > latestDobForAge(MIN_MEMBER_AGE, today)) {
    return memberMessages.tooYoung;
  }
  if (whose === 'minor' && dob <= latestDobForAge(ADULT_AGE, today)) {
    return memberMessages.minorNotMinor;
  }
  return null;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2001-03-07' as 'March 7, 2001', so a person sees which day was understood. */
export function dobInWords(dob: string): string | undefined {
  const normalized = normalizeDob(dob);
  return normalized ? longDate.format(Date.parse(`${normalized}T00:00:00Z`)) : undefined;
}
