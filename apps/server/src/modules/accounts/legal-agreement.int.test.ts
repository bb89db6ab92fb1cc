import { LEGAL_VERSIONS } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPendingMember } from './registration';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agreementOf = async (email: string) => {
  const [row] = await t.database.db
    .select({
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
      termsAgreedAt: users.termsAgreedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

describe('the terms and privacy policy a person agreed to', () => {
  it.each([
    ['a professional', 'orchid_pro', 'agreeing-pro@example.org'],
    ['a member', 'member', 'agreeing-member@example.org'],
  ] as const)(
    'are recorded with their versions and the time when %s registers',
    async (_, type, email) => {
      const registeredAt = t.clock.now();
      await register(t, { email, type });
      expect(await agreementOf(email)).toEqual({
        termsVersion: LEGAL_VERSIONS['terms-of-use'].version,
        privacyVersion: LEGAL_VERSIONS['privacy-policy'].version,
        termsAgreedAt: registeredAt,
      });
    },
  );

  it('are not recorded for an account someone else created, which agreed to nothing', async () => {
    await createPendingMember(t.accounts, {
      email: 'created-for@example.org',
      firstName: 'Robin',
      lastName: 'Lee',
    });
    expect(await agreementOf('created-for@example.org')).toEqual({
      termsVersion: null,
      privacyVersion: null,
      termsAgreedAt: null,
    });
  });

  it('are not written over by a second registration with a taken address', async () => {
    await register(t, { email: 'taken-agreement@example.org', type: 'member' });
    const before = await agreementOf('taken-agreement@example.org');
    t.clock.advance(60_000);
    await register(t, { email: 'taken-agreement@example.org', type: 'member' });
    expect(await agreementOf('taken-agreement@example.org')).toEqual(before);
  });
});
