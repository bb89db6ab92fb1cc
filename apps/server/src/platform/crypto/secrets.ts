import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Keys for one purpose each, derived from APP_SECRET with HKDF, so a key that leaks from one
 * use (say, signing cookies) says nothing about another (say, sealing two-step secrets).
 */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'orchid-app-secret', purpose, 32));
}

/** A random token for links and cookies, URL-safe. 32 bytes = 256 bits. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this digest: a database leak must not hand out sign-in links. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hmac = (key: Buffer, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url');

/** Compares two strings in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM for small secrets at rest (a two-step secret). The output names its key
 * version, so the key can rotate: a new version seals, old versions still open.
 */
export type Sealer = { seal(plaintext: string): string; open(sealed: string): string };

export function createSealer(keys: Record<string, Buffer>, current: string): Sealer {
  const currentKey = keys[current];
  if (!currentKey) throw new Error(`no key for version ${current}`);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${current}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split('.', 2);
      const key = version ? keys[version] : undefined;
      if (!key || !data) throw new Error('sealed value of an unknown key version');
      const raw = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
