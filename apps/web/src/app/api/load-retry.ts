import { isAbortError } from './abort';
import type { ApiError } from './api-error';

// How a failed load is tried again (booking-practice-and-marketing §9): after 1000 ms x
// 2^min(n-1, 6), with up to 50% of that again at random so many pages do not retry at once.
// Only what may pass on its own is retried: a network failure (the client's synthetic 503) or
// the server's 5xx and 429; a refusal (other 4xx) would only be refused again, an abort is
// the page's own doing.

/** Retries after the first failure, as React Query's default. */
export const LOAD_RETRIES = 3;

/** The wait before retry `n` (1 for the first), given a random number in [0, 1). */
export function loadRetryDelay(n: number, random: () => number = Math.random): number {
  const base = 1000 * 2 ** Math.min(n - 1, 6);
  return base + base * 0.5 * random();
}

/**
 * An ApiError's status, known by its name: importing the class would bring the contracts'
 * error schemas (zod) into the first page's JavaScript, 22 KB over its budget.
 */
const apiStatusOf = (error: unknown) =>
  error instanceof Error && error.name === 'ApiError' ? (error as ApiError).status : undefined;

export function shouldRetryLoad(failuresSoFar: number, error: unknown): boolean {
  if (failuresSoFar >= LOAD_RETRIES || isAbortError(error)) return false;
  const status = apiStatusOf(error);
  return status !== undefined && (status >= 500 || status === 429);
}

/**
 * React Query's options for every load. Its counters start at 0 for the first retry: the
 * spec's n is one more.
 */
export const loadRetryOptions = {
  retry: shouldRetryLoad,
  retryDelay: (failureCount: number) => loadRetryDelay(failureCount + 1),
};
