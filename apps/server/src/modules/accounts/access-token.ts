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

/**
 * Tokens whose signature was checked, by key: a browser sends the same token for up to 15
 * minutes, and the HMAC was about 10 µs of every signed-in request. Only well-signed tokens
 * are kept (a forged one costs its HMAC each time), the oldest dropped past the bound.
 */
const verified = new WeakMap<Buffer, Map<string, AccessClaims>>();
const VERIFIED_MAX = 10_000;

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyAccessToken(key: Buffer, token: string, now: Date): AccessClaims | undefined {
  let known = verified.get(key);
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  const cached = known.get(token);
  if (cached) return cached.exp > now.getTime() ? cached : undefined;
  const claims = checkSignature(key, token);
  if (!claims) return undefined;
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
  known.set(token, claims);
  return claims.exp > now.getTime() ? claims : undefined;
}

function checkSignature(key: Buffer, token: string): AccessClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (!safeEqual(signature, hmac(key, payload))) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
