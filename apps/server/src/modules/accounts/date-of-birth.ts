import { type DobOwner, dobProblem, todayForZone } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { Clock } from '../../platform/clock';
import { fieldError } from '../../platform/http/app-error';

/**
 * Applies the contracts' date-of-birth rule with the caller's "today" (their time zone, as the
 * web sends it), so the server refuses exactly what the form refuses. 422 on the `dob` field.
 */
export function assertDateOfBirth(
  ctx: { clock: Clock },
  dob: string,
  owner: DobOwner,
  origin: RequestOrigin,
) {
  const problem = dobProblem(dob, owner, todayForZone(origin.timeZone, ctx.clock.now()));
  if (problem) throw fieldError(['dob'], problem);
}
