import type { AppError } from '../http/app-error';

/** The constraint a statement broke, when it broke one (code 23505, a unique violation). */
function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | null)?.cause;
  return cause?.code === '23505' && typeof cause.constraint === 'string'
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
    const constraint = violatedUniqueConstraint(error);
    const refusal = constraint ? messages[constraint] : undefined;
    throw refusal ?? error;
  };
}
