import { type DobOwner, dobProblem } from '@orchid/contracts/date-of-birth';
import { DobSchema } from '@orchid/contracts/members';
import { type CalendarDate, normalizeDob } from '@orchid/contracts/time';
import { z } from 'zod';
import { calendarDayInWords } from '../../../app/format/dates';
import { todayHere } from '../../../app/format/time-zone';

/**
 * A date-of-birth field of a form: the contracts' rule (dobProblem: missing, not a date, in
 * the future, too young or, for a minor, too old), judged with the browser's today when it
 * checks (the server judges with the same zone, which the API client sends), then read by
 * the contracts' DobSchema as 'YYYY-MM-DD'. `today` is for tests.
 */
export function dobField(owner: DobOwner, today?: CalendarDate) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const problem = dobProblem(value, owner, today ?? todayHere());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .pipe(DobSchema);
}

/** '2001-03-07' as 'March 7, 2001', so a person sees which day was understood. */
export function dobInWords(dob: string): string | undefined {
  const normalized = normalizeDob(dob);
  return normalized ? calendarDayInWords(normalized, 'long') : undefined;
}
