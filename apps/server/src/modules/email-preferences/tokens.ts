import { type MailCategory, MailCategorySchema, text } from '@orchid/contracts';
import { z } from 'zod';
import { deriveKey, hmac, safeEqual } from '../../platform/crypto/secrets';

// The token in every mail of a category: it opens its recipient's preference pages and
// unsubscribes them from the mail's category in one click, without a session. It names the
// person (an account's id, or the address of someone without one) and the category, and is
// signed over the address the mail went to, so it cannot be forged nor used for another
// address. It does not expire: an unsubscribe link must work years later. It stops working
// when the account's address changes or the account is deleted (docs/email-preferences.md).

/** The key that signs them, derived from APP_SECRET for this purpose only. */
export const preferenceTokenKey = (appSecret: string) =>
  deriveKey(appSecret, 'email-preferences/token');

/** Whose preferences a token opens: an account's, or an address's that has none. */
export type PreferenceSubject = { userId: string } | { email: string };
export type PreferenceClaims = { category: MailCategory; subject: PreferenceSubject };

const PayloadSchema = z.union([
  z.strictObject({ c: MailCategorySchema, u: z.uuid() }),
  z.strictObject({ c: MailCategorySchema, e: text().min(3).max(320) }),
]);

const normalAddress = (address: string) => address.trim().toLowerCase();
const signedText = (payload: string, address: string) => `${payload}\n${normalAddress(address)}`;

export function signPreferenceToken(
  key: Buffer,
  { category, subject }: PreferenceClaims,
  address: string,
): string {
  const body =
    'userId' in subject
      ? { c: category, u: subject.userId }
      : { c: category, e: normalAddress(subject.email) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${hmac(key, signedText(payload, address))}`;
}

/** A token taken apart, not yet trusted: its signature is checked against an address. */
export type ReadToken = PreferenceClaims & {
  /** Whether the token was signed with `key` for mails to `address`. */
  signedFor(key: Buffer, address: string): boolean;
};

/** The claims a token makes, or undefined when it is not one of ours in shape. */
export function readPreferenceToken(token: string): ReadToken | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const claims = parsed.data;
  return {
    category: claims.c,
    subject: 'u' in claims ? { userId: claims.u } : { email: claims.e },
    signedFor: (key, address) => safeEqual(signature, hmac(key, signedText(payload, address))),
  };
}
