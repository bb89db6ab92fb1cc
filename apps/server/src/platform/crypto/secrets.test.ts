import { describe, expect, it } from 'vitest';
import { createSealer, deriveKey, hmac, randomToken, safeEqual, sha256 } from './secrets';

const secret = 'test-secret-test-secret-test-secret-0123';

describe('deriveKey', () => {
  it('gives one stable key per purpose', () => {
    expect(deriveKey(secret, 'a')).toEqual(deriveKey(secret, 'a'));
    expect(deriveKey(secret, 'a')).not.toEqual(deriveKey(secret, 'b'));
    expect(deriveKey(secret, 'a')).toHaveLength(32);
  });
});

describe('sealer', () => {
  const v1 = deriveKey(secret, 'seal-v1');
  const v2 = deriveKey(secret, 'seal-v2');

  it('opens what it sealed, and never seals the same way twice', () => {
    const sealer = createSealer({ v1 }, 'v1');
    const a = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(sealer.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens values of an older key after rotation', () => {
    const old = createSealer({ v1 }, 'v1').seal('secret');
    expect(createSealer({ v1, v2 }, 'v2').open(old)).toBe('secret');
  });

  it('refuses a tampered value', () => {
    const sealer = createSealer({ v1 }, 'v1');
    const sealed = sealer.seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => sealer.open(tampered)).toThrow();
  });
});

describe('tokens and digests', () => {
  it('are random, URL-safe and compared in constant time', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = deriveKey(secret, 'mac');
    expect(safeEqual(hmac(key, 'x'), hmac(key, 'x'))).toBe(true);
    expect(safeEqual(hmac(key, 'x'), hmac(key, 'y'))).toBe(false);
  });
});
