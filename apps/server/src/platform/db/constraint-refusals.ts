import type { AppError } from '../http/app-error';

/** unique_violation and exclusion_violation: a second of what must be one. */
const racingCodes = new Set(['23505', '23P01']);

/** The unique or exclusion constraint a statement broke, when it broke one. */
function violatedConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' &&
    racingCodes.has(cause.code) &&
    typeof cause.constraint === 'string'
    ? cause.constraint
    : undefined;
}

/**
 * Turns the database's refusal into the answer a person gets. The checks before a write
 * give these answers in the usual case; two requests racing each other are stopped by the
 * constraint and end here.
 */
export function refusalFor(messages: Record<string, AppError>) {
  return (error: unknown): never => {
    const constraint = violatedConstraint(error);
    const refusal = constraint ? messages[constraint] : undefined;
    throw refusal ?? error;
  };
}
