import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { latestMail, mailedToken, register, strongPassword, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountTokens, users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proBody = (email: string, password = strongPassword) => ({
  user_in: { email, password },
  orchid_pro_in: { first_name: 'Alex', last_name: 'Kim', is_over_eighteen: true },
});

describe('POST /api/users/v1/orchid_pro/account', () => {
  it('creates a professional, signs them in and mails a confirmation link', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.post('/api/users/v1/orchid_pro/account', proBody('alex@example.org'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_type: 'orchid_pro',
      email: 'alex@example.org',
      email_confirmed: false,
    });
    const access = res.cookies.find((c) => c.name === 'orchid_access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(access?.secure).toBeFalsy();

    const info = (await browser.get('/api/users/v1/user_info')).json();
    expect(info).toMatchObject({
      sub: res.json().sub,
      user_type: 'orchid_pro',
      role: 'OWNER',
      first_name: 'Alex',
      last_name: 'Kim',
      email_confirmed: false,
      signup_form_finished: false,
      groups: ['orchid_pro'],
      minors: [],
      mfa_enabled: false,
      is_operator: false,
    });

    const mail = await latestMail(t, 'alex@example.org');
    expect(mail?.subject).toBe('Confirm your email for Orchid');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}/);
  });

  it('stores the password as argon2id and the link token only as a digest', async () => {
    await register(t, { email: 'digest@example.org' });
    const token = await mailedToken(t, 'digest@example.org', 'confirm-email');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'digest@example.org'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await t.database.db.select().from(accountTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('records the registration in the audit log', async () => {
    const { sub } = await register(t, { email: 'audited@example.org' });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub));
    expect(event).toMatchObject({
      action: 'account.register',
      outcome: 'success',
      ip: '203.0.113.10',
    });
  });

  it('answers a taken address like a new one, makes nothing, and mails its owner instead', async () => {
    await register(t, { email: 'taken@example.org' });
    // Its confirmation mail goes first, so the newest mail below is the one this test makes.
    await latestMail(t, 'taken@example.org');
    t.clock.advance(1000);
    const fresh = await new TestBrowser(t.app).post(
      '/api/users/v1/orchid_pro/account',
      proBody('not-taken@example.org'),
    );
    const taken = await new TestBrowser(t.app).post(
      '/api/users/v1/orchid_pro/account',
      proBody('  Taken@Example.ORG '),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toMatchObject({ user_type: 'orchid_pro', email_confirmed: false });
    expect(taken.json().email.toLowerCase()).toBe('taken@example.org');
    expect(taken.json().sub).toMatch(/^[0-9a-f-]{36}$/);
    // Nobody is signed in to the owner's account, and no second account exists.
    expect(taken.cookies).toEqual([]);
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'taken@example.org'`);
    expect(accounts).toHaveLength(1);
    const mail = await latestMail(t, 'taken@example.org');
    expect(mail?.subject).toBe('Someone tried to register at Orchid with your address');
    expect(mail?.text).toContain('http://localhost:3000/login');
  });

  it.each([
    ['Short-1a', 'Password must be at least 10 characters'],
    ['NoDigits-here!', 'Password must contain at least one number'],
    ['NO-LOWER-123!', 'Password must contain at least one lowercase letter'],
    ['no-upper-123!', 'Password must contain at least one uppercase letter'],
    ['NoSpecial1234', 'Password must contain at least one special character'],
    ['With Space-123', 'Password must not contain spaces'],
  ])('refuses the weak password %s', async (password, msg) => {
    const res = await new TestBrowser(t.app).post(
      '/api/users/v1/orchid_pro/account',
      proBody('weak@example.org', password),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ msg, loc: ['body', 'user_in', 'password'] }]);
  });

  it('refuses a common password dressed up to pass the rules', async () => {
    const res = await new TestBrowser(t.app).post(
      '/api/users/v1/orchid_pro/account',
      proBody('common@example.org', 'P@ssw0rd2024!'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        msg: 'This password is too common. Please choose one that is harder to guess.',
        loc: ['body', 'user_in', 'password'],
      },
    ]);
  });

  it('answers missing and invalid fields with the form messages', async () => {
    const res = await new TestBrowser(t.app).post('/api/users/v1/orchid_pro/account', {
      user_in: { email: 'not-an-email', password: strongPassword },
      orchid_pro_in: { last_name: ' ', is_over_eighteen: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { msg: 'Please enter a valid email', loc: ['body', 'user_in', 'email'] },
      { msg: 'Please enter your first name', loc: ['body', 'orchid_pro_in', 'first_name'] },
      { msg: 'Please enter your last name', loc: ['body', 'orchid_pro_in', 'last_name'] },
      {
        msg: 'Please confirm that you are over 18',
        loc: ['body', 'orchid_pro_in', 'is_over_eighteen'],
      },
    ]);
  });
});

describe('POST /api/users/v1/patient/account', () => {
  it('creates a member', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.post('/api/users/v1/patient/account', {
      user_in: { email: 'sam@example.org', password: strongPassword },
      patient_in: { first_name: 'Sam', is_over_eighteen: true },
    });
    expect(res.statusCode).toBe(201);
    const info = (await browser.get('/api/users/v1/user_info')).json();
    expect(info).toMatchObject({ user_type: 'member', first_name: 'Sam', groups: [] });
  });

  it('needs the over-18 confirmation', async () => {
    const res = await new TestBrowser(t.app).post('/api/users/v1/patient/account', {
      user_in: { email: 'young@example.org', password: strongPassword },
      patient_in: { first_name: 'Sam' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'patient_in', 'is_over_eighteen']);
  });
});

describe('confirming the address', () => {
  it('works once with the mailed link', async () => {
    const { browser } = await register(t, { email: 'confirm@example.org' });
    const token = await mailedToken(t, 'confirm@example.org', 'confirm-email');
    const anonymous = new TestBrowser(t.app);
    const res = await anonymous.post('/api/users/v1/confirm_email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_confirmed: true });
    expect((await browser.get('/api/users/v1/user_info')).json().email_confirmed).toBe(true);

    const again = await anonymous.post('/api/users/v1/confirm_email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: 'This link is not valid or has expired. Please request a new one.',
    });
  });

  it('refuses a wrong token and an expired one (7 days)', async () => {
    const wrong = await new TestBrowser(t.app).post('/api/users/v1/confirm_email', {
      token: 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(400);

    const app = await createTestApp({ database: t.database });
    await register(app, { email: 'late@example.org' });
    const token = await mailedToken(app, 'late@example.org', 'confirm-email');
    app.clock.advance(7 * 24 * 60 * 60_000);
    const late = await new TestBrowser(app.app).post('/api/users/v1/confirm_email', { token });
    expect(late.statusCode).toBe(400);
    await app.close();
  });

  it('resends a new link to the signed-in user; the old one stops working', async () => {
    const { browser } = await register(t, { email: 'resend@example.org' });
    const first = await mailedToken(t, 'resend@example.org', 'confirm-email');
    const res = await browser.put('/api/users/v1/resend_email_confirmation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const second = await mailedToken(t, 'resend@example.org', 'confirm-email');
    expect(second).not.toBe(first);
    const anonymous = new TestBrowser(t.app);
    expect((await anonymous.post('/api/users/v1/confirm_email', { token: first })).statusCode).toBe(
      400,
    );
    expect(
      (await anonymous.post('/api/users/v1/confirm_email', { token: second })).statusCode,
    ).toBe(200);

    const done = await browser.put('/api/users/v1/resend_email_confirmation');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ detail: 'Your email is already confirmed.' });
  });

  it('resends only to a signed-in user', async () => {
    const res = await new TestBrowser(t.app).put('/api/users/v1/resend_email_confirmation');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'Not authenticated' });
  });
});

describe('registrations per address', () => {
  it('refuses more than REGISTRATIONS_PER_HOUR from one address, with the error shape', async () => {
    const limited = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '2' } });
    try {
      const from = (ip: string) => new TestBrowser(limited.app, ip);
      for (const n of [1, 2]) {
        const res = await from('198.51.100.7').post(
          '/api/users/v1/orchid_pro/account',
          proBody(`limit${n}@example.org`),
        );
        expect(res.statusCode).toBe(201);
      }
      const third = await from('198.51.100.7').post(
        '/api/users/v1/orchid_pro/account',
        proBody('limit3@example.org'),
      );
      expect(third.statusCode).toBe(429);
      expect(third.json()).toHaveProperty('detail');
      // Another address is not held back.
      const elsewhere = await from('198.51.100.8').post(
        '/api/users/v1/orchid_pro/account',
        proBody('limit4@example.org'),
      );
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
