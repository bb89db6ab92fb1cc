/** A request that was cancelled on purpose (navigation, unmount): nothing to show or report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
