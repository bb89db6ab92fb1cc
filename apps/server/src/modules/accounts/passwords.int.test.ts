import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import {
  latestMail,
  mailedToken,
  registerConfirmed,
  signIn,
  strongPassword,
  TestBrowser,
} from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'Lantern-Meadow-93?';
const forgot = (browser: TestBrowser, who: string) =>
  browser.put('/api/login/v1/forgot_password', { username_or_email: who });
const reset = (browser: TestBrowser, token: string, password = newPassword) =>
  browser.post('/api/login/v1/reset_password', { token, new_password: password });

describe('PUT /api/login/v1/forgot_password', () => {
  it('answers the same whether or not the account exists, and mails only real ones', async () => {
    await registerConfirmed(t, { email: 'forgetful@example.org' });
    const known = await forgot(new TestBrowser(t.app), ' Forgetful@example.org ');
    const unknown = await forgot(new TestBrowser(t.app), 'ghost@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await latestMail(t, 'forgetful@example.org');
    expect(mail?.subject).toBe('Reset your Orchid password');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    expect(await latestMail(t, 'ghost@example.org')).toBeUndefined();
  });

  it('does the same work for a known and an unknown address: one job each, no mail inline', async () => {
    await registerConfirmed(t, { email: 'known-reset@example.org' });
    const queuedFor = async (who: string) =>
      (await t.database.db.select().from(jobs).where(eq(jobs.state, 'queued'))).filter((job) =>
        JSON.stringify(job.payload).includes(who),
      );
    await forgot(new TestBrowser(t.app), 'known-reset@example.org');
    await forgot(new TestBrowser(t.app), 'nobody-here@example.org');
    const known = await queuedFor('known-reset@example.org');
    const unknown = await queuedFor('nobody-here@example.org');
    expect(known.map((job) => job.kind)).toEqual(['accounts.password_reset_request']);
    expect(unknown.map((job) => job.kind)).toEqual(['accounts.password_reset_request']);
    // The job decides: a mail for the known address only.
    expect((await latestMail(t, 'known-reset@example.org'))?.subject).toBe(
      'Reset your Orchid password',
    );
    expect(await latestMail(t, 'nobody-here@example.org')).toBeUndefined();
  });

  it('is throttled per address asked for', async () => {
    const app = await createTestApp({ database: t.database });
    for (let i = 0; i < 10; i++) {
      expect(
        (await forgot(new TestBrowser(app.app, `192.0.2.${i}`), 'spam@example.org')).statusCode,
      ).toBe(200);
    }
    const res = await forgot(new TestBrowser(app.app), 'spam@example.org');
    expect(res.statusCode).toBe(429);
    await app.close();
  });
});

describe('reset links to one address', () => {
  it('are mailed at most five a day, however the requests are spread', async () => {
    await registerConfirmed(t, { email: 'popular@example.org' });
    const mailsTo = async () => {
      while ((await t.app.jobs.runDue(100)) > 0) {}
      const res = await t.app.inject({
        url: '/dev/mailbox/messages?to=popular%40example.org',
        remoteAddress: '127.0.0.1',
      });
      return (res.json().messages as { subject: string }[]).filter(
        (mail) => mail.subject === 'Reset your Orchid password',
      ).length;
    };
    for (let i = 0; i < 7; i++) {
      const res = await forgot(new TestBrowser(t.app, `198.51.100.${i}`), 'popular@example.org');
      expect(res.statusCode).toBe(200);
      // Past the account's own throttle window, as a patient sender would be.
      t.clock.advance(16 * 60_000);
    }
    expect(await mailsTo()).toBe(5);
    t.clock.advance(25 * 60 * 60_000);
    await forgot(new TestBrowser(t.app, '198.51.100.99'), 'popular@example.org');
    expect(await mailsTo()).toBe(6);
  });
});

describe('POST /api/login/v1/reset_password', () => {
  it('sets a new password once, and signs out every session', async () => {
    const { browser } = await registerConfirmed(t, { email: 'resetter@example.org' });
    await forgot(new TestBrowser(t.app), 'resetter@example.org');
    const token = await mailedToken(t, 'resetter@example.org', 'reset-password');
    const anonymous = new TestBrowser(t.app);
    const res = await reset(anonymous, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password_reset: true });

    expect((await browser.get('/api/users/v1/user_info')).statusCode).toBe(403);
    expect((await browser.post('/api/login/v1/renew_access_token')).statusCode).toBe(403);
    expect(
      (await signIn(new TestBrowser(t.app), 'resetter@example.org', strongPassword)).statusCode,
    ).toBe(400);
    expect(
      (await signIn(new TestBrowser(t.app), 'resetter@example.org', newPassword)).statusCode,
    ).toBe(200);

    const again = await reset(anonymous, token, 'Another-Pass-77?');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: 'This link is not valid or has expired. Please request a new one.',
    });
  });

  it('expires after one hour', async () => {
    const app = await createTestApp({ database: t.database });
    await registerConfirmed(app, { email: 'slow@example.org' });
    await forgot(new TestBrowser(app.app), 'slow@example.org');
    const token = await mailedToken(app, 'slow@example.org', 'reset-password');
    app.clock.advance(60 * 60_000);
    expect((await reset(new TestBrowser(app.app), token)).statusCode).toBe(400);
    await app.close();
  });

  it('refuses weak and common passwords without using up the link', async () => {
    await registerConfirmed(t, { email: 'picky@example.org' });
    await forgot(new TestBrowser(t.app), 'picky@example.org');
    const token = await mailedToken(t, 'picky@example.org', 'reset-password');
    const browser = new TestBrowser(t.app);
    const weak = await reset(browser, token, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail[0]).toEqual({
      msg: 'Password must be at least 10 characters',
      loc: ['body', 'new_password'],
    });
    const common = await reset(browser, token, 'Welcome2026!!');
    expect(common.statusCode).toBe(422);
    expect((await reset(browser, token)).statusCode).toBe(200);
  });

  it('refuses a token that was never sent', async () => {
    expect((await reset(new TestBrowser(t.app), 'A'.repeat(43))).statusCode).toBe(400);
  });

  it('refuses the current password as the new one, as changing it does, and keeps the link good', async () => {
    await registerConfirmed(t, { email: 'samereset@example.org' });
    await forgot(new TestBrowser(t.app), 'samereset@example.org');
    const token = await mailedToken(t, 'samereset@example.org', 'reset-password');
    const browser = new TestBrowser(t.app);
    const same = await reset(browser, token, strongPassword);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'accounts.samePassword',
      detail: 'New password cannot be the same as current password',
    });
    // The old password still works, and the link still sets a different one.
    expect(
      (await signIn(new TestBrowser(t.app), 'samereset@example.org', strongPassword)).statusCode,
    ).toBe(200);
    expect((await reset(browser, token)).statusCode).toBe(200);
  });
});

describe('POST /api/login/v1/reset_password/check', () => {
  const check = (browser: TestBrowser, token: string) =>
    browser.post('/api/login/v1/reset_password/check', { token });

  it('says a link is good without using it up, and not good once used', async () => {
    await registerConfirmed(t, { email: 'checker@example.org' });
    await forgot(new TestBrowser(t.app), 'checker@example.org');
    const token = await mailedToken(t, 'checker@example.org', 'reset-password');
    const browser = new TestBrowser(t.app);
    const good = await check(browser, token);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ valid: true });
    expect(good.headers['cache-control']).toBe('no-store');
    expect((await check(browser, token)).json()).toEqual({ valid: true });
    expect((await reset(browser, token)).statusCode).toBe(200);
    expect((await check(browser, token)).json()).toEqual({ valid: false });
  });

  it('answers the same for a link never sent and one that expired', async () => {
    const app = await createTestApp({ database: t.database });
    await registerConfirmed(app, { email: 'lapsed@example.org' });
    await forgot(new TestBrowser(app.app), 'lapsed@example.org');
    const token = await mailedToken(app, 'lapsed@example.org', 'reset-password');
    app.clock.advance(60 * 60_000);
    const expired = await check(new TestBrowser(app.app), token);
    const unknown = await check(new TestBrowser(app.app), 'B'.repeat(43));
    expect(expired.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(expired.json()).toEqual({ valid: false });
    expect(unknown.json()).toEqual(expired.json());
    await app.close();
  });

  it('is throttled as the reset is: bad links from one address lock it, the good one too', async () => {
    const app = await createTestApp({ database: t.database });
    await registerConfirmed(app, { email: 'guessed@example.org' });
    await forgot(new TestBrowser(app.app), 'guessed@example.org');
    const token = await mailedToken(app, 'guessed@example.org', 'reset-password');
    const guesser = () => new TestBrowser(app.app, '198.51.100.66');
    for (let i = 0; i < 100; i++) {
      expect((await check(guesser(), `guess-${i}-${'x'.repeat(30)}`)).json()).toEqual({
        valid: false,
      });
    }
    const locked = await check(guesser(), token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'accounts.tooManyAttempts' });
    expect((await reset(guesser(), token)).statusCode).toBe(429);
    // Another address is not held back, and the link was not used up.
    expect((await check(new TestBrowser(app.app, '198.51.100.67'), token)).json()).toEqual({
      valid: true,
    });
    await app.close();
  });
});

describe('PUT /api/login/v1/change_password', () => {
  const change = (browser: TestBrowser, current: string, next: string) =>
    browser.put('/api/login/v1/change_password', { current_password: current, new_password: next });

  it('refuses the same password with the spec message', async () => {
    const { browser } = await registerConfirmed(t, { email: 'same@example.org' });
    const res = await change(browser, strongPassword, strongPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'New password cannot be the same as current password',
    });
  });

  it('refuses a wrong current password and a common new one', async () => {
    const { browser } = await registerConfirmed(t, { email: 'careful@example.org' });
    const wrong = await change(browser, 'Not-my-password-1', newPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Your current password is not correct.' });
    expect((await change(browser, strongPassword, 'Qwerty12345!')).statusCode).toBe(422);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { browser } = await registerConfirmed(t, { email: 'changer@example.org' });
    const other = new TestBrowser(t.app);
    await signIn(other, 'changer@example.org', strongPassword);
    const res = await change(browser, strongPassword, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password_changed: true });
    expect((await browser.get('/api/users/v1/user_info')).statusCode).toBe(200);
    expect((await other.get('/api/users/v1/user_info')).statusCode).toBe(403);
    expect((await other.post('/api/login/v1/renew_access_token')).statusCode).toBe(403);
    expect(
      (await signIn(new TestBrowser(t.app), 'changer@example.org', newPassword)).statusCode,
    ).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await change(new TestBrowser(t.app), strongPassword, newPassword)).statusCode).toBe(
      403,
    );
  });
});
