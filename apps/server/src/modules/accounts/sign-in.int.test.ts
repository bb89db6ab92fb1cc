import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, signIn, strongPassword, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badCredentials = { detail: 'Incorrect email or password.', code: 'accounts.badCredentials' };
const tooMany = {
  detail: 'Too many attempts. Please wait 15 minutes and try again.',
  code: 'accounts.tooManyAttempts',
};

describe('POST /api/login/v1/initiate_auth', () => {
  it('signs in with a trimmed, case-insensitive e-mail and sets the session cookies', async () => {
    const { sub } = await registerConfirmed(t, { email: 'pat@example.org' });
    const browser = new TestBrowser(t.app);
    const res = await signIn(browser, '  PAT@Example.org ', strongPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nextStep: 'success' });
    const refresh = res.cookies.find((c) => c.name === 'orchid_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login/v1' });
    // Remember me is on by default: the session outlives the browser for 30 days.
    expect(refresh?.maxAge).toBe(30 * 24 * 60 * 60);
    // The marker the page reads to know a session may exist: readable, as long-lived, no secret.
    const marker = res.cookies.find((c) => c.name === 'orchid_session');
    expect(marker).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(marker?.httpOnly).toBeFalsy();
    expect(marker?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await browser.get('/api/users/v1/user_info')).json().sub).toBe(sub);
  });

  it('without remember me sets cookies that end with the browser', async () => {
    await registerConfirmed(t, { email: 'brief@example.org' });
    const res = await signIn(new TestBrowser(t.app), 'brief@example.org', strongPassword, {
      remember_me: false,
    });
    expect(res.statusCode).toBe(200);
    for (const cookie of res.cookies) {
      expect(cookie.maxAge).toBeUndefined();
      expect(cookie.expires).toBeUndefined();
    }
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://care.example.org' },
    });
    await registerConfirmed(https, { email: 'secure@example.org' });
    const res = await signIn(new TestBrowser(https.app), 'secure@example.org', strongPassword);
    expect(res.cookies.map((c) => c.secure)).toEqual([true, true, true]);
    await https.close();
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await registerConfirmed(t, { email: 'known@example.org' });
    const wrong = await signIn(new TestBrowser(t.app), 'known@example.org', 'Wrong-password-1');
    const unknown = await signIn(new TestBrowser(t.app), 'nobody@example.org', 'Wrong-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(badCredentials);
    expect(unknown.json()).toEqual(badCredentials);
    expect(wrong.cookies).toEqual([]);
  });

  it('records successes and failures with address and browser in the audit log', async () => {
    const { sub } = await registerConfirmed(t, { email: 'logged@example.org' });
    await signIn(new TestBrowser(t.app, '198.51.100.7'), 'logged@example.org', 'Wrong-password-1');
    await signIn(new TestBrowser(t.app, '198.51.100.7'), 'logged@example.org', strongPassword);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, 'session.sign_in')));
    expect(events.map((e) => [e.outcome, e.ip])).toEqual([
      ['failure', '198.51.100.7'],
      ['success', '198.51.100.7'],
    ]);
    expect(events[0]?.userAgent).toContain('TestBrowser');
    expect(JSON.stringify(events)).not.toContain(strongPassword);
  });
});

describe('throttling sign-in', () => {
  it('locks an account for 15 minutes after 10 failures, whatever the password', async () => {
    const app = await createTestApp({ database: t.database });
    await registerConfirmed(app, { email: 'locked@example.org' });
    for (let i = 0; i < 10; i++) {
      const ip = `192.0.2.${i + 1}`;
      const res = await signIn(new TestBrowser(app.app, ip), 'locked@example.org', 'Wrong-pass-1!');
      expect(res.statusCode).toBe(400);
    }
    const right = await signIn(new TestBrowser(app.app), 'locked@example.org', strongPassword);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooMany);

    app.clock.advance(14 * 60_000);
    expect(
      (await signIn(new TestBrowser(app.app), 'locked@example.org', strongPassword)).statusCode,
    ).toBe(429);
    app.clock.advance(60_000 + 1);
    expect(
      (await signIn(new TestBrowser(app.app), 'locked@example.org', strongPassword)).statusCode,
    ).toBe(200);
    await app.close();
  });

  it('forgets failures after a successful sign-in', async () => {
    await registerConfirmed(t, { email: 'forgiven@example.org' });
    for (let i = 0; i < 9; i++)
      await signIn(new TestBrowser(t.app), 'forgiven@example.org', 'Wrong-pass-1!');
    expect(
      (await signIn(new TestBrowser(t.app), 'forgiven@example.org', strongPassword)).statusCode,
    ).toBe(200);
    expect(
      (await signIn(new TestBrowser(t.app), 'forgiven@example.org', 'Wrong-pass-1!')).statusCode,
    ).toBe(400);
    expect(
      (await signIn(new TestBrowser(t.app), 'forgiven@example.org', strongPassword)).statusCode,
    ).toBe(200);
  });

  it('locks an address after about 100 failures across accounts', async () => {
    const app = await createTestApp({ database: t.database });
    await registerConfirmed(app, { email: 'bystander@example.org' });
    const attacker = new TestBrowser(app.app, '192.0.2.200');
    for (let i = 0; i < 100; i++) {
      const res = await signIn(attacker, `guess${i}@example.org`, 'Wrong-pass-1!');
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(attacker, 'bystander@example.org', strongPassword)).statusCode).toBe(429);
    // Somebody else, elsewhere, is not affected.
    expect(
      (await signIn(new TestBrowser(app.app), 'bystander@example.org', strongPassword)).statusCode,
    ).toBe(200);
    await app.close();
  }, 60_000);
});
