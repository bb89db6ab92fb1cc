import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import {
  TestBrowser as Browser,
  registerConfirmed,
  signIn,
  strongPassword,
  type TestBrowser,
  totpCode,
} from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;
let n = 0;

/** A signed-in account with two-step verification on; answers its secret and codes. */
async function withTwoStep() {
  const email = `twostep${++n}@example.org`;
  const { browser, sub } = await registerConfirmed(t, { email });
  const setup = await browser.post('/api/login/v1/mfa/setup');
  const { secret } = setup.json() as { secret: string };
  const enable = await browser.post('/api/login/v1/mfa/enable', {
    mfa_code: totpCode(secret, t.clock.now()),
  });
  expect(enable.statusCode).toBe(200);
  t.clock.advance(STEP);
  return { email, browser, sub, secret, recoveryCodes: enable.json().recovery_codes as string[] };
}

const code = (secret: string) => totpCode(secret, t.clock.now());

describe('setting up two-step verification', () => {
  it('answers a secret and an otpauth URL for the authenticator app', async () => {
    const { browser } = await registerConfirmed(t, { email: 'setup@example.org' });
    const res = await browser.post('/api/login/v1/mfa/setup');
    expect(res.statusCode).toBe(200);
    const { secret, otpauth_url } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Orchid:setup%40example.org?issuer=Orchid&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    // At rest the secret is sealed, never in clear.
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'setup@example.org'));
    expect(row?.mfaSecretSealed).toMatch(/^v1\./);
    expect(row?.mfaSecretSealed).not.toContain(secret);
  });

  it('turns on with a right code and answers ten recovery codes', async () => {
    const { browser, recoveryCodes, sub } = await withTwoStep();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await browser.get('/api/users/v1/user_info')).json().mfa_enabled).toBe(true);
    const actions = await t.database.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub));
    expect(actions).toContainEqual({ action: 'account.mfa_enable', outcome: 'success' });
  });

  it('stays off with a wrong code', async () => {
    const { browser } = await registerConfirmed(t, { email: 'wrongsetup@example.org' });
    await browser.post('/api/login/v1/mfa/setup');
    const res = await browser.post('/api/login/v1/mfa/enable', { mfa_code: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'The code is not valid. Please try again.' });
    expect((await browser.get('/api/users/v1/user_info')).json().mfa_enabled).toBe(false);
  });

  it('needs the setup first, and cannot be set up twice', async () => {
    const { browser } = await registerConfirmed(t, { email: 'nosetup@example.org' });
    const early = await browser.post('/api/login/v1/mfa/enable', { mfa_code: '123456' });
    expect(early.json()).toMatchObject({ detail: 'Start the two-step verification setup first.' });
    const { browser: on } = await withTwoStep();
    expect((await on.post('/api/login/v1/mfa/setup')).json()).toMatchObject({
      detail: 'Two-step verification is already on.',
    });
  });
});

describe('signing in with two-step verification', () => {
  it('asks for the code with the spec message', async () => {
    const { email } = await withTwoStep();
    const res = await signIn(new Browser(t.app), email, strongPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'MFA code is required for authentication' });
    expect(res.cookies).toEqual([]);
  });

  it('signs in with the right code, and never twice with the same code', async () => {
    const { email, secret } = await withTwoStep();
    const current = code(secret);
    const first = await signIn(new Browser(t.app), email, strongPassword, { mfa_code: current });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ nextStep: 'success' });
    const replay = await signIn(new Browser(t.app), email, strongPassword, { mfa_code: current });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 'accounts.mfaCodeUsed',
      detail:
        'This code was already used. Please wait for the next code in your authentication app and enter that one.',
    });
    expect(replay.cookies).toEqual([]);
  });

  it('says a code used to turn two-step on was already used, not that it is wrong', async () => {
    const email = 'justturnedon@example.org';
    const { browser, sub } = await registerConfirmed(t, { email });
    const { secret } = (await browser.post('/api/login/v1/mfa/setup')).json();
    const current = code(secret);
    expect((await browser.post('/api/login/v1/mfa/enable', { mfa_code: current })).statusCode).toBe(
      200,
    );
    const same = await signIn(new Browser(t.app), email, strongPassword, { mfa_code: current });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'accounts.mfaCodeUsed' });
    const failures = await t.database.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'session.sign_in'), eq(auditEvents.subjectUserId, sub)));
    expect(failures).toContainEqual({ detail: { reason: 'used_mfa_code' } });
    // The next step's code signs in.
    t.clock.advance(STEP);
    const next = await signIn(new Browser(t.app), email, strongPassword, {
      mfa_code: code(secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('tells a wrong code from a used one', async () => {
    const { email, secret } = await withTwoStep();
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await signIn(new Browser(t.app), email, strongPassword, { mfa_code: wrong });
    expect(res.json()).toMatchObject({ code: 'accounts.badMfaCode' });
  });

  it('refuses a wrong code', async () => {
    const { email, secret } = await withTwoStep();
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await signIn(new Browser(t.app), email, strongPassword, { mfa_code: wrong });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a code from one step ago (clock drift), not from two', async () => {
    const { email, secret } = await withTwoStep();
    const old = code(secret);
    t.clock.advance(STEP);
    expect(
      (await signIn(new Browser(t.app), email, strongPassword, { mfa_code: old })).statusCode,
    ).toBe(200);
    const older = code(secret);
    t.clock.advance(2 * STEP);
    expect(
      (await signIn(new Browser(t.app), email, strongPassword, { mfa_code: older })).statusCode,
    ).toBe(400);
  });

  it('takes each recovery code once in place of a code', async () => {
    const { email, recoveryCodes } = await withTwoStep();
    const [recovery] = recoveryCodes;
    const use = () =>
      signIn(new Browser(t.app), email, strongPassword, { mfa_code: recovery?.toUpperCase() });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(400);
  });

  it('locks code entry after 10 wrong codes, even for the right one', async () => {
    const app = await createTestApp({ database: t.database });
    const email = 'codeguess@example.org';
    const { browser } = await registerConfirmed(app, { email });
    const { secret } = (await browser.post('/api/login/v1/mfa/setup')).json();
    await browser.post('/api/login/v1/mfa/enable', { mfa_code: totpCode(secret, app.clock.now()) });
    app.clock.advance(STEP);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(new Browser(app.app, `192.0.2.${i}`), email, strongPassword, {
        mfa_code: String(100000 + i),
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await signIn(new Browser(app.app), email, strongPassword, {
      mfa_code: totpCode(secret, app.clock.now()),
    });
    expect(right.statusCode).toBe(429);
    await app.close();
  });
});

describe('turning two-step verification off', () => {
  const disable = (browser: TestBrowser, password: string, mfa_code: string) =>
    browser.post('/api/login/v1/mfa/disable', { password, mfa_code });

  it('needs the password and a code', async () => {
    const { browser, secret, email } = await withTwoStep();
    const wrongPassword = await disable(browser, 'Not-the-password-1', code(secret));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ detail: 'Your current password is not correct.' });
    expect((await disable(browser, strongPassword, '000000')).statusCode).toBe(400);

    const res = await disable(browser, strongPassword, code(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfa_enabled: false });
    expect((await browser.get('/api/users/v1/user_info')).json().mfa_enabled).toBe(false);
    expect((await signIn(new Browser(t.app), email, strongPassword)).statusCode).toBe(200);
  });

  it('says a code just used to sign in was already used', async () => {
    const { browser, email, secret } = await withTwoStep();
    const current = code(secret);
    expect(
      (await signIn(new Browser(t.app), email, strongPassword, { mfa_code: current })).statusCode,
    ).toBe(200);
    const res = await disable(browser, strongPassword, current);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'accounts.mfaCodeUsed' });
  });

  it('works with a recovery code', async () => {
    const { browser, recoveryCodes } = await withTwoStep();
    expect((await disable(browser, strongPassword, recoveryCodes[3] ?? '')).statusCode).toBe(200);
  });
});
