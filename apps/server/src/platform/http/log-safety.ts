import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What an error may put in a log line. Database errors carry the failed SQL and its
 * parameters (which can be passwords or health data), so only their codes are kept.
 */
export function describeErrorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const pgCode =
    (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (error instanceof DrizzleQueryError || isPostgresError(error)) {
    const source = (isPostgresError(error) ? error : cause) as Record<string, unknown>;
    return {
      type: 'DatabaseError',
      code: pgCode,
      table: source?.table,
      constraint: source?.constraint,
      stack: stackFrames(error),
    };
  }
  return { type: error.name, message: error.message, code: pgCode, stack: stackFrames(error) };
}

function isPostgresError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

/** The stack's frames only: its first lines repeat the message. */
function stackFrames(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/** A URL for the log: the path only; query strings can hold tokens. */
export function pathForLog(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}
