import { describe, expect, it } from 'vitest';
import {
  hashingConcurrency,
  hashingLoad,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
} from './passwords';

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

describe('password hashes', () => {
  // Made by the argon2 package the server used before (its parameters in another order).
  const earlier =
    '$argon2id$v=19$m=19456,p=1,t=2$QF3L0k0SlENol8xJ4Obc7g$JteFvE+T1rgYkqbs5lwI1IyfAx6N+M1FcGmc3ZHJz8I';

  it('made before still verify, and count as current when their settings are', async () => {
    expect(await verifyPassword(earlier, 'pw')).toBe(true);
    expect(await verifyPassword(earlier, 'px')).toBe(false);
    expect(passwordNeedsRehash(earlier)).toBe(false);
    expect(passwordNeedsRehash(await hashPassword('pw'))).toBe(false);
  });

  it('made with other settings, or broken, are to be made again', async () => {
    expect(passwordNeedsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(
      true,
    );
    expect(passwordNeedsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(passwordNeedsRehash('not a hash')).toBe(true);
    expect(await verifyPassword('not a hash', 'pw')).toBe(false);
  });
});
