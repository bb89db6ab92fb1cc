import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailedToken,
  registerConfirmed,
  signIn,
  strongPassword,
  TestBrowser,
} from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPendingMember } from '../accounts/registration';
import { createInvite, professionalsOfMember } from './service';

let t: TestApp;
let professionalId: string;
beforeAll(async () => {
  t = await createTestApp();
  professionalId = (await registerConfirmed(t, { email: 'inviting-pro@example.org' })).sub;
});
afterAll(() => t.close());

const registerMember = (browser: TestBrowser, userIn: object) =>
  browser.post('/api/users/v1/patient/account', {
    user_in: { password: strongPassword, ...userIn },
    patient_in: { first_name: 'Jo', is_over_eighteen: true },
  });
const badInvite = {
  detail:
    'This invitation is not valid or has expired. Please ask your professional for a new one.',
  code: 'careInvitations.badInvite',
};

describe('registering with an invite_code', () => {
  it('links the member to the inviting professional; the code serves many', async () => {
    const code = await createInvite(t.accounts, {
      professionalUserId: professionalId,
      kind: 'invite',
    });
    for (const email of ['invited1@example.org', 'invited2@example.org']) {
      const res = await registerMember(new TestBrowser(t.app), { email, invite_code: code });
      expect(res.statusCode).toBe(201);
      expect(await professionalsOfMember(t.accounts, res.json().sub)).toEqual([
        { professionalUserId: professionalId, source: 'invite' },
      ]);
    }
  });

  it('refuses an unknown or expired code, creating nothing', async () => {
    const unknown = await registerMember(new TestBrowser(t.app), {
      email: 'nobody-invited@example.org',
      invite_code: 'made-up-code',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(badInvite);

    const app = await createTestApp({ database: t.database });
    const code = await createInvite(app.accounts, {
      professionalUserId: professionalId,
      kind: 'invite',
    });
    app.clock.advance(91 * 24 * 60 * 60_000);
    const expired = await registerMember(new TestBrowser(app.app), {
      email: 'late-invited@example.org',
      invite_code: code,
    });
    expect(expired.statusCode).toBe(400);
    await app.close();
    expect(
      (await signIn(new TestBrowser(t.app), 'nobody-invited@example.org', strongPassword))
        .statusCode,
    ).toBe(400);
  });
});

describe('registering with a patient_chart_invite_code', () => {
  it('takes the address from the invite, confirmed, and works once', async () => {
    const code = await createInvite(t.accounts, {
      professionalUserId: professionalId,
      kind: 'patient_chart',
      email: 'chart-client@example.org',
    });
    const browser = new TestBrowser(t.app);
    const res = await registerMember(browser, { patient_chart_invite_code: code });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'chart-client@example.org', email_confirmed: true });
    expect((await browser.get('/api/users/v1/user_info')).json().email_confirmed).toBe(true);
    expect(await professionalsOfMember(t.accounts, res.json().sub)).toEqual([
      { professionalUserId: professionalId, source: 'patient_chart' },
    ]);
    const again = await registerMember(new TestBrowser(t.app), {
      email: 'someone-else@example.org',
      patient_chart_invite_code: code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(badInvite);
  });

  it('needs an e-mail when there is no chart invite', async () => {
    const res = await registerMember(new TestBrowser(t.app), {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { msg: 'Please enter your email', loc: ['body', 'user_in', 'email'] },
    ]);
  });
});

describe('POST /api/users/v1/patient_signup_session/complete/{token}', () => {
  const complete = (token: string, password = strongPassword) =>
    new TestBrowser(t.app).post(`/api/users/v1/patient_signup_session/complete/${token}`, {
      password,
    });

  it('sets the password of an account a professional created, once, and signs it in', async () => {
    await createPendingMember(t.accounts, {
      email: 'pending@example.org',
      firstName: 'Lee',
      lastName: 'Park',
    });
    // Without a password the account cannot sign in.
    expect(
      (await signIn(new TestBrowser(t.app), 'pending@example.org', strongPassword)).statusCode,
    ).toBe(400);
    const token = await mailedToken(
      t,
      'pending@example.org',
      'member-register',
      'complete_signup_token',
    );
    expect(token).toBeTruthy();
    const browser = new TestBrowser(t.app);
    const res = await browser.post(`/api/users/v1/patient_signup_session/complete/${token}`, {
      password: strongPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nextStep: 'done' });
    expect((await browser.get('/api/users/v1/user_info')).json()).toMatchObject({
      first_name: 'Lee',
      email_confirmed: true,
    });
    expect((await complete(token)).statusCode).toBe(400);
    expect(
      (await signIn(new TestBrowser(t.app), 'pending@example.org', strongPassword)).statusCode,
    ).toBe(200);
  });

  it('refuses a weak password and an unknown token', async () => {
    await createPendingMember(t.accounts, {
      email: 'pending2@example.org',
      firstName: 'Ana',
      lastName: 'Lima',
    });
    const token = await mailedToken(
      t,
      'pending2@example.org',
      'member-register',
      'complete_signup_token',
    );
    const weak = await complete(token, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail[0].loc).toEqual(['body', 'password']);
    expect((await complete('u'.repeat(43))).statusCode).toBe(400);
    expect((await complete(token)).statusCode).toBe(200);
  });
});
