import { type DobOwner, dobProblem } from '@orchid/contracts/date-of-birth';
import { normalizeDob } from '@orchid/contracts/time';
import { todayHere } from '../../../app/time-zone';

/**
 * What is wrong with a typed date of birth: the contracts' rule, judged with the browser's
 * today (the server judges with the same zone, which the API client sends).
 */
export function dobError(
  value: string,
  owner: DobOwner,
  today: string = todayHere(),
): string | null {
  return dobProblem(value, owner, today) ?? null;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2001-03-07' as 'March 7, 2001', so a person sees which day was understood. */
export function dobInWords(dob: string): string | undefined {
  const normalized = normalizeDob(dob);
  return normalized ? longDate.format(Date.parse(`${normalized}T00:00:00Z`)) : undefined;
}
