/**
 * A failure a person can act on. Services throw it; the error handler turns it into the
 * spec's `{"detail": "..."}` answer with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}
