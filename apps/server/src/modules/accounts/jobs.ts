import type { AccountsContext } from './context';
import { mailPasswordReset, PASSWORD_RESET_JOB, PasswordResetJobSchema } from './passwords';

/** The accounts module's background work. */
export function handleAccountJobs(ctx: AccountsContext) {
  ctx.jobs.handle(PASSWORD_RESET_JOB, PasswordResetJobSchema, (job) => mailPasswordReset(ctx, job));
}
