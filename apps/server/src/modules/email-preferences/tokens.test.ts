import { describe, expect, it } from 'vitest';
import { preferenceTokenKey, readPreferenceToken, signPreferenceToken } from './tokens';

const key = preferenceTokenKey('test-secret-test-secret-test-secret-0123');
const userId = '0190a000-0000-7000-8000-000000000001';
const address = 'sam@example.org';
const token = signPreferenceToken(key, { category: 'reminders', subject: { userId } }, address);

/** The token with its payload replaced by `claims`, keeping the original signature. */
const withClaims = (claims: object) =>
  `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${token.split('.')[1]}`;

describe('e-mail preference tokens', () => {
  it('name the person and the category, and check against the address they were sent to', () => {
    const read = readPreferenceToken(token);
    expect(read).toMatchObject({ category: 'reminders', subject: { userId } });
    expect(read?.signedFor(key, address)).toBe(true);
    // Addresses compare without capitals or spaces, as the database compares them.
    expect(read?.signedFor(key, ' Sam@Example.org ')).toBe(true);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
  });

  it('cannot be used for another address', () => {
    expect(readPreferenceToken(token)?.signedFor(key, 'someone-else@example.org')).toBe(false);
  });

  it('cannot be turned into another category or another person', () => {
    const otherCategory = readPreferenceToken(withClaims({ c: 'blog', u: userId }));
    expect(otherCategory?.category).toBe('blog');
    expect(otherCategory?.signedFor(key, address)).toBe(false);
    const otherPerson = readPreferenceToken(
      withClaims({ c: 'reminders', u: '0190a000-0000-7000-8000-000000000002' }),
    );
    expect(otherPerson?.signedFor(key, address)).toBe(false);
  });

  it('cannot be forged without the key', () => {
    const otherKey = preferenceTokenKey('another-secret-another-secret-another-01');
    const forged = signPreferenceToken(
      otherKey,
      { category: 'reminders', subject: { userId } },
      address,
    );
    expect(readPreferenceToken(forged)?.signedFor(key, address)).toBe(false);
    const [payload, signature = ''] = token.split('.');
    const flipped = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(readPreferenceToken(flipped)?.signedFor(key, address)).toBe(false);
  });

  it('for someone without an account, name the address itself', () => {
    const byAddress = signPreferenceToken(
      key,
      { category: 'product_news', subject: { email: 'Guest@Example.org' } },
      'Guest@Example.org',
    );
    const read = readPreferenceToken(byAddress);
    expect(read).toMatchObject({
      category: 'product_news',
      subject: { email: 'guest@example.org' },
    });
    expect(read?.signedFor(key, 'guest@example.org')).toBe(true);
  });

  it('refuses what is not a token of ours in shape', () => {
    for (const odd of [
      '',
      'abc',
      'a.b.c',
      `${Buffer.from('not json').toString('base64url')}.sig`,
      withClaims({ c: 'essential', u: userId }),
      withClaims({ c: 'reminders', u: 'not-a-uuid' }),
      withClaims({ c: 'reminders', u: userId, extra: 1 }),
    ]) {
      expect(readPreferenceToken(odd), odd).toBeUndefined();
    }
  });
});
