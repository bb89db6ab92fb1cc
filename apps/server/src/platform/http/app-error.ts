import { type ErrorCode, type ErrorItem, errorMessage } from '@orchid/contracts';
import { errorStatus } from './error-statuses';

/**
 * A failure a person can act on. Services throw it with a code from the contracts' per-domain
 * lists; the error handler answers `{detail, code}` with the code's status (error-statuses.ts).
 * The detail is the code's message, or for a problem with fields the same list shape as
 * schema validation (`[{msg, loc}]`).
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string | ErrorItem[];

  constructor(
    readonly code: ErrorCode,
    detail?: string | ErrorItem[],
    /** Only where the framework chose the status (its own 4xx); otherwise the code's. */
    status?: number,
  ) {
    const shown = detail ?? errorMessage(code);
    super(typeof shown === 'string' ? shown : (shown[0]?.msg ?? 'Invalid input'));
    this.name = 'AppError';
    this.status = status ?? errorStatus(code);
    this.detail = shown;
  }
}

/** 422 for one field the schema could not judge alone (e.g. a password on the common list). */
export const fieldError = (loc: (string | number)[], msg: string) =>
  new AppError('platform.invalidInput', [{ msg, loc: ['body', ...loc] }]);
