import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { LOAD_RETRIES, loadRetryDelay, loadRetryOptions, shouldRetryLoad } from './load-retry';

describe('a failed load is tried again', () => {
  it('after 1000 ms x 2^min(n-1, 6), never more than 50% longer', () => {
    const expected = [1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000];
    expected.forEach((base, i) => {
      expect(loadRetryDelay(i + 1, () => 0)).toBe(base);
      expect(loadRetryDelay(i + 1, () => 0.999999)).toBeCloseTo(base * 1.5, 0);
      expect(loadRetryDelay(i + 1, () => 0.5)).toBe(base * 1.25);
    });
  });

  it("counts from React Query's first retry, whose counter is 0", () => {
    const delay = loadRetryOptions.retryDelay(0);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThan(1500);
  });

  it('when the network failed or the server erred, up to three times', () => {
    const offline = new ApiError(503, null);
    expect(shouldRetryLoad(0, offline)).toBe(true);
    expect(shouldRetryLoad(LOAD_RETRIES - 1, offline)).toBe(true);
    expect(shouldRetryLoad(LOAD_RETRIES, offline)).toBe(false);
    expect(shouldRetryLoad(0, new ApiError(500, null))).toBe(true);
    expect(shouldRetryLoad(0, new ApiError(429, null))).toBe(true);
  });

  it('not when it was refused or aborted', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryLoad(0, new ApiError(status, null))).toBe(false);
    }
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    expect(shouldRetryLoad(0, aborted)).toBe(false);
  });
});
