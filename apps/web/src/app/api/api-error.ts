import type { ErrorCode } from '@orchid/contracts/error-codes';
import {
  describeErrorDetail,
  type ErrorBody,
  ErrorBodySchema,
  messages,
} from '@orchid/contracts/errors';

/**
 * A failed API call. `message` is fit to show a person (the spec's §8 detail parsing, or a
 * generic text); `detail` keeps the server's detail so forms can place field errors by `loc`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: ErrorBody['detail'] | undefined;
  /** The refusal's code (error-codes.ts): what screens decide on, never the words. */
  readonly code: ErrorCode | undefined;

  constructor(
    status: number,
    body: unknown,
    options: { fallbackMessage?: string; cause?: unknown } = {},
  ) {
    super(describeErrorDetail(body) ?? options.fallbackMessage ?? messages.generic, {
      cause: options.cause,
    });
    this.status = status;
    const parsed = ErrorBodySchema.safeParse(body);
    this.detail = parsed.success ? parsed.data.detail : undefined;
    this.code = parsed.success ? (parsed.data.code as ErrorCode | undefined) : undefined;
  }
}

export { isAbortError } from './abort';

/** Whether an error is the API's refusal with this code. */
export const isRefusal = (error: unknown, code: ErrorCode): boolean =>
  error instanceof ApiError && error.code === code;
