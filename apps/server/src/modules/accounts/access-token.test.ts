import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../platform/crypto/secrets';
import { signAccessToken, verifyAccessToken } from './access-token';

const key = deriveKey('test-secret-test-secret-test-secret-0123', 'access');
const now = new Date('2026-11-22T12:00:00Z');
const claims = { sid: '0190a000-0000-7000-8000-000000000001', exp: now.getTime() + 60_000 };

describe('access tokens', () => {
  it('verify while unexpired', () => {
    expect(verifyAccessToken(key, signAccessToken(key, claims), now)).toEqual(claims);
  });

  it('expire', () => {
    const token = signAccessToken(key, claims);
    expect(verifyAccessToken(key, token, new Date(claims.exp))).toBeUndefined();
  });

  it('expire after a check that kept them', () => {
    const token = signAccessToken(key, { ...claims, sid: '0190a000-0000-7000-8000-000000000002' });
    expect(verifyAccessToken(key, token, now)).toBeDefined();
    expect(verifyAccessToken(key, token, new Date(claims.exp))).toBeUndefined();
    // Another key does not find the token checked under the first.
    const other = deriveKey('another-secret-another-secret-0000', 'access');
    expect(verifyAccessToken(other, token, now)).toBeUndefined();
  });

  it('refuse a changed payload, another key and garbage', () => {
    const token = signAccessToken(key, claims);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sid: 'other' })).toString('base64url')}.${signature}`;
    expect(verifyAccessToken(key, forged, now)).toBeUndefined();
    expect(
      verifyAccessToken(deriveKey('another-secret-another-secret-0000', 'access'), token, now),
    ).toBeUndefined();
    expect(verifyAccessToken(key, 'nonsense', now)).toBeUndefined();
    expect(verifyAccessToken(key, `${token}.x`, now)).toBeUndefined();
  });
});
