import { hmac, safeEqual } from '../../platform/crypto/secrets';

/**
 * The access cookie: which session, until when, signed with a key derived from APP_SECRET.
 * Short-lived; every request still checks the session row, so revocation is immediate.
 */
export type AccessClaims = { sid: string; exp: number };

export function signAccessToken(key: Buffer, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmac(key, payload)}`;
}

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyAccessToken(key: Buffer, token: string, now: Date): AccessClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (!safeEqual(signature, hmac(key, payload))) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined;
    return claims.exp > now.getTime() ? claims : undefined;
  } catch {
    return undefined;
  }
}
