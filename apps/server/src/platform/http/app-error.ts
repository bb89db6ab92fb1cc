import type { ErrorItem } from '@orchid/contracts';

/**
 * A failure a person can act on. Services throw it; the error handler turns it into the
 * spec's `{"detail": ...}` answer with `status`: a sentence, or for a problem with one field
 * the same list shape as schema validation (`[{msg, loc}]`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ErrorItem[],
  ) {
    super(typeof detail === 'string' ? detail : (detail[0]?.msg ?? 'Invalid input'));
    this.name = 'AppError';
  }
}

/** 422 for one field the schema could not judge alone (e.g. a password on the common list). */
export const fieldError = (loc: (string | number)[], msg: string) =>
  new AppError(422, [{ msg, loc: ['body', ...loc] }]);
