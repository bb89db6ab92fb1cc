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
  }
}

/** A request that was cancelled on purpose (navigation, unmount): nothing to show or report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
