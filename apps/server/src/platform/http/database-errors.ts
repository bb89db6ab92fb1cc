import type { ErrorCode } from '@orchid/contracts';

/**
 * Database errors should never reach the error handler: services check ownership and
 * uniqueness, and constraints that can race map their own violations (platform/db/
 * constraint-refusals.ts). When one does reach it, it is a defect to fix, logged as such; the person
 * still gets a fitting 4xx for the violations that are about their input, never a 500.
 */
const answers: Record<string, ErrorCode> = {
  // foreign_key_violation: the request names a record that does not exist (or not any more).
  '23503': 'platform.missingReference',
  // unique_violation and exclusion_violation: it would make a second of what must be one.
  '23505': 'platform.alreadyExists',
  '23P01': 'platform.overlaps',
  // check_violation and not_null_violation: a value the database refuses.
  '23514': 'platform.valueNotAllowed',
  '23502': 'platform.valueMissing',
};

/** The PostgreSQL SQLSTATE of an error (Drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The refusal for a database error that reached the handler, or undefined for a 500. */
export const databaseErrorCode = (sqlStateCode: string): ErrorCode | undefined =>
  answers[sqlStateCode];
