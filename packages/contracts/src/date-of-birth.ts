import { memberMessages } from './members';
import { professionalMessages } from './professionals';
import { ageOn, type CalendarDate, isTimeZone, normalizeDob, todayIn } from './time';

// The date-of-birth rules, once, for the web's forms and the server alike (§3, §5): a member
// registers from 13, a professional from 18, a minor is under 18, and nobody is born after
// today. "Today" is the person's: the web sends its IANA time zone with every call
// (TIME_ZONE_HEADER) and the server judges with the same zone, so both sides agree even on
// the day someone has a birthday.

export const MIN_MEMBER_AGE = 13;
export const MIN_PROFESSIONAL_AGE = 18;
/** A minor is under this age (§3 "Minor"). */
export const ADULT_AGE = 18;

/** The header that carries the caller's IANA time zone ("today" for date rules). */
export { TIME_ZONE_HEADER } from './time-zone-header';

/** Whose date of birth: a client a practice adds may be any age (children are clients too). */
export type DobOwner = 'member' | 'minor' | 'professional' | 'client';

/**
 * What is wrong with a typed date of birth, in the spec's words, or undefined: missing, not a
 * date, in the future, too young (13 for a member, 18 for a professional), or 18 and over for
 * a minor.
 */
export function dobProblem(
  value: string,
  owner: DobOwner,
  today: CalendarDate,
): string | undefined {
  const messages = owner === 'professional' ? professionalMessages : memberMessages;
  if (value.trim() === '') return memberMessages.dob;
  const dob = normalizeDob(value);
  if (!dob) return memberMessages.invalidDob;
  if (dob > today) return messages.futureDob;
  const age = ageOn(dob, today);
  if (owner === 'member' && age < MIN_MEMBER_AGE) return memberMessages.tooYoung;
  if (owner === 'professional' && age < MIN_PROFESSIONAL_AGE) return professionalMessages.tooYoung;
  if (owner === 'minor' && age >= ADULT_AGE) return memberMessages.minorNotMinor;
  return undefined;
}

/** Today in `timeZone` when it is a real zone, else in UTC. */
export const todayForZone = (timeZone: string | undefined, now: Date): CalendarDate =>
  todayIn(timeZone && isTimeZone(timeZone) ? timeZone : 'UTC', now);
