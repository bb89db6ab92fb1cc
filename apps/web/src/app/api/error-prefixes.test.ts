import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorPrefixes, withErrorPrefix } from './error-prefixes';

describe("the spec's error prefixes", () => {
  it('are spelt as the spec writes them', () => {
    expect(Object.values(errorPrefixes)).toEqual([
      'failed to confirm your schedule: ',
      'failed to save member info: ',
      'failed to complete signup: ',
      'failed to create new orchid pro type: ',
      'failed to update orchid pro type: ',
    ]);
  });

  it("put the prefix before the server's words and keep the refusal", async () => {
    const refusal = new ApiError(400, { detail: 'Too short', code: 'platform.invalidInput' });
    const caught = await withErrorPrefix(errorPrefixes.confirmSchedule, Promise.reject(refusal))
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(caught).toBe(refusal);
    expect(refusal.message).toBe('failed to confirm your schedule: Too short');
    expect(refusal.status).toBe(400);
    expect(refusal.code).toBe('platform.invalidInput');
  });

  it('answer what succeeds unchanged', async () => {
    await expect(withErrorPrefix(errorPrefixes.updateProType, Promise.resolve(7))).resolves.toBe(7);
  });
});
