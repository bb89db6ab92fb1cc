import { describe, expect, it } from 'vitest';
import { hashingConcurrency, hashingLoad, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('runs one hash fewer than the cores at once (at least one), the rest waiting their turn', async () => {
    const hash = await hashPassword('correct horse battery staple');
    let mostActive = 0;
    const watch = setInterval(() => {
      mostActive = Math.max(mostActive, hashingLoad().active);
    }, 1);
    const checks = Array.from({ length: 8 }, (_, i) =>
      verifyPassword(hash, i % 2 ? 'correct horse battery staple' : 'wrong'),
    );
    const seen = hashingLoad();
    const results = await Promise.all(checks);
    clearInterval(watch);
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
    expect(seen.active).toBe(hashingConcurrency);
    expect(seen.pending).toBe(8 - hashingConcurrency);
    expect(mostActive).toBeLessThanOrEqual(hashingConcurrency);
    expect(hashingLoad()).toEqual({ active: 0, pending: 0 });
  });
});
