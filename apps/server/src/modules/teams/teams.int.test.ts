import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { mailToOthersMessages } from '../../platform/mail/mail-to-others';
import {
  latestMail,
  mailedToken,
  register,
  registerConfirmed,
  signIn,
  strongPassword,
  TestBrowser,
} from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '100' } });
});
afterAll(() => t.close());

let n = 0;
const newPro = async () => {
  const email = `team-pro${++n}@example.org`;
  return { email, ...(await registerConfirmed(t, { email, type: 'orchid_pro' })) };
};
const invite = (browser: TestBrowser, email: string, role = 'PRACTICE_SCHEDULER') =>
  browser.post('/api/users/v1/team/invites', { email, role });
const accept = (browser: TestBrowser, token: string) =>
  browser.post('/api/users/v1/team/invites/accept', { token });
const userInfo = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/user_info')).json();

/** An owner with a scheduler who joined from the mailed link. */
async function practice() {
  const owner = await newPro();
  const schedulerEmail = `scheduler${++n}@example.org`;
  expect((await invite(owner.browser, schedulerEmail)).statusCode).toBe(201);
  const token = await mailedToken(t, schedulerEmail, 'team-invite');
  // A new person registers with the invited address, then accepts.
  const scheduler = await register(t, { email: schedulerEmail, type: 'orchid_pro' });
  const joined = await accept(scheduler.browser, token);
  expect(joined.statusCode).toBe(200);
  return { owner, scheduler: { ...scheduler, email: schedulerEmail }, team: joined.json() };
}

describe('caching', () => {
  it('keeps team, invites and cancellation policy answers out of every cache', async () => {
    const { owner, team } = await practice();
    for (const url of [
      `/api/users/v1/team/${team.id}`,
      '/api/users/v1/team/invites',
      '/api/users/v1/orchid_pro/cancellation_policy',
    ]) {
      const res = await owner.browser.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('invitations are mail to others', () => {
  it('need a confirmed address: an unconfirmed professional cannot invite', async () => {
    const unconfirmed = await register(t, {
      email: `unconfirmed${++n}@example.org`,
      type: 'orchid_pro',
    });
    const res = await invite(unconfirmed.browser, 'victim@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: mailToOthersMessages.confirmFirst });
    expect((await userInfo(unconfirmed.browser)).team_id).toBeNull();
  });

  it('are limited per sender an hour and per recipient a day', async () => {
    const owner = await newPro();
    for (let i = 1; i <= 3; i++) {
      expect((await invite(owner.browser, 'popular@example.org')).statusCode).toBe(201);
    }
    // Another sender cannot add a fourth mail to the same person that day.
    const other = await newPro();
    const fourth = await invite(other.browser, 'Popular@example.org');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ detail: mailToOthersMessages.tooMany });

    for (let i = 4; i <= 20; i++) {
      expect((await invite(owner.browser, `colleague-${n}-${i}@example.org`)).statusCode).toBe(201);
    }
    expect((await invite(owner.browser, `one-too-many-${n}@example.org`)).statusCode).toBe(429);
    t.clock.advance(61 * 60_000);
    try {
      // The short-lived sign-in has lapsed meanwhile.
      await signIn(owner.browser, owner.email, strongPassword);
      expect((await invite(owner.browser, `next-hour-${n}@example.org`)).statusCode).toBe(201);
    } finally {
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
    }
  });
});

describe('inviting to a team', () => {
  it('creates the practice on first use and mails a link', async () => {
    const owner = await newPro();
    const res = await invite(owner.browser, 'new-colleague@example.org', 'OWNER');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new-colleague@example.org', role: 'OWNER' });
    const info = await userInfo(owner.browser);
    expect(info.team_id).toMatch(/^[0-9a-f-]{36}$/);
    const team = (await owner.browser.get(`/api/users/v1/team/${info.team_id}`)).json();
    expect(team).toMatchObject({
      id: info.team_id,
      name: 'Alex Kim',
      members: [{ orchid_user_id: owner.sub, role: 'OWNER', is_practice_owner: true }],
    });
    const invites = (await owner.browser.get('/api/users/v1/team/invites')).json().invites;
    expect(invites.map((i: { email: string }) => i.email)).toEqual(['new-colleague@example.org']);
  });

  it('lets the scheduler join with the mailed link: role, team, sign-up and address', async () => {
    const { scheduler, team, owner } = await practice();
    expect(team.members.map((m: { role: string }) => m.role)).toEqual([
      'OWNER',
      'PRACTICE_SCHEDULER',
    ]);
    expect(await userInfo(scheduler.browser)).toMatchObject({
      role: 'PRACTICE_SCHEDULER',
      team_id: team.id,
      email_confirmed: true,
      signup_form_finished: true,
    });
    const events = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, owner.sub));
    expect(events.map((e) => e.action)).toContain('team.invite');
  });

  it('refuses a used link, another address, and a second team', async () => {
    const { owner } = await practice();
    await invite(owner.browser, 'taken-twice@example.org');
    const token = await mailedToken(t, 'taken-twice@example.org', 'team-invite');
    const stranger = await newPro();
    const wrongPerson = await accept(stranger.browser, token);
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().detail).toBe(
      'This invitation was sent to another email address. Log in with that address to accept it.',
    );
    const invited = await register(t, { email: 'taken-twice@example.org', type: 'orchid_pro' });
    expect((await accept(invited.browser, token)).statusCode).toBe(200);
    expect((await accept(invited.browser, token)).statusCode).toBe(400);

    const otherOwner = await newPro();
    await invite(otherOwner.browser, 'taken-twice@example.org');
    const second = await mailedToken(t, 'taken-twice@example.org', 'team-invite');
    const res = await accept(invited.browser, second);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('This professional already belongs to a team.');
  });

  it('can be withdrawn', async () => {
    const owner = await newPro();
    const created = (await invite(owner.browser, 'withdrawn@example.org')).json();
    const token = await mailedToken(t, 'withdrawn@example.org', 'team-invite');
    expect(
      (
        await owner.browser.request({
          method: 'DELETE',
          url: `/api/users/v1/team/invites/${created.id}`,
        })
      ).statusCode,
    ).toBe(200);
    const invited = await register(t, { email: 'withdrawn@example.org', type: 'orchid_pro' });
    expect((await accept(invited.browser, token)).statusCode).toBe(400);
    const withdrawals = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'team.withdraw_invite'));
    expect(withdrawals).toEqual([
      expect.objectContaining({
        actorUserId: owner.sub,
        outcome: 'success',
        detail: expect.objectContaining({ invite_id: created.id }),
      }),
    ]);
  });

  it('is refused to a scheduler, naming the role', async () => {
    const { scheduler } = await practice();
    const res = await invite(scheduler.browser, 'nope@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your role (PRACTICE_SCHEDULER) does not allow invite.');
  });

  it('is for professionals only', async () => {
    const member = await registerConfirmed(t, { email: 'team-member@example.org', type: 'member' });
    expect((await invite(member.browser, 'x@example.org')).statusCode).toBe(403);
  });
});

describe('GET /api/users/v1/team/{team_id}', () => {
  it('shows the team to its members only', async () => {
    const { scheduler, team } = await practice();
    expect((await scheduler.browser.get(`/api/users/v1/team/${team.id}`)).statusCode).toBe(200);
    const outsider = await newPro();
    const res = await outsider.browser.get(`/api/users/v1/team/${team.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'We could not find this team.' });
  });
});

describe('removing a member', () => {
  it('is for the practice owner; the removed professional owns their practice again', async () => {
    const { owner, scheduler, team } = await practice();
    const url = `/api/users/v1/team/${team.id}/members/${scheduler.sub}`;
    const byScheduler = await scheduler.browser.request({ method: 'DELETE', url });
    expect(byScheduler.statusCode).toBe(403);
    const res = await owner.browser.request({ method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toHaveLength(1);
    expect(await userInfo(scheduler.browser)).toMatchObject({ role: 'OWNER', team_id: null });
    const self = await owner.browser.request({
      method: 'DELETE',
      url: `/api/users/v1/team/${team.id}/members/${owner.sub}`,
    });
    expect(self.statusCode).toBe(400);
  });
});

describe('the practice name and the invitation', () => {
  it("is the owner's business name when given, in the team and the invitation", async () => {
    const owner = await newPro();
    await owner.browser.put('/api/users/v1/orchid_pro/', {
      business_entity_name: 'Lee Counseling PLLC',
    });
    const email = `front-desk${++n}@example.org`;
    expect((await invite(owner.browser, email)).statusCode).toBe(201);
    const info = await userInfo(owner.browser);
    const team = (await owner.browser.get(`/api/users/v1/team/${info.team_id}`)).json();
    expect(team.name).toBe('Lee Counseling PLLC');
    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe('Alex Kim invited you to Lee Counseling PLLC on Orchid');
    expect(mail?.text).toContain(
      'Alex Kim invited you to join Lee Counseling PLLC on Orchid as their practice scheduler (front desk).',
    );

    const token = await mailedToken(t, email, 'team-invite');
    const preview = await new TestBrowser(t.app).post('/api/users/v1/team/invites/preview', {
      token,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email,
      role: 'PRACTICE_SCHEDULER',
      practice_name: 'Lee Counseling PLLC',
      invited_by: 'Alex Kim',
    });
    const bad = await new TestBrowser(t.app).post('/api/users/v1/team/invites/preview', {
      token: 'x'.repeat(43),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('teams.badInvite');
  });

  it('registers the invited front desk into the practice, confirmed, without a second mail', async () => {
    const owner = await newPro();
    const email = `registers-from-invite${++n}@example.org`;
    await invite(owner.browser, email);
    const token = await mailedToken(t, email, 'team-invite');
    const browser = new TestBrowser(t.app);
    const registered = await browser.post('/api/users/v1/orchid_pro/account', {
      user_in: { email, password: strongPassword, team_invite_token: token },
      orchid_pro_in: { first_name: 'Sam', last_name: 'Desk', is_over_eighteen: true },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email, email_confirmed: true });
    expect(await userInfo(browser)).toMatchObject({
      role: 'PRACTICE_SCHEDULER',
      email_confirmed: true,
      signup_form_finished: true,
    });
    expect((await latestMail(t, email))?.subject).toMatch(/invited you to/);
    // Used up: the link does not work twice.
    expect((await accept(browser, token)).json().code).toBe('teams.badInvite');
  });

  it('refuses an invitation token with another address, creating nothing', async () => {
    const owner = await newPro();
    await invite(owner.browser, `invited${++n}@example.org`);
    const token = await mailedToken(t, `invited${n}@example.org`, 'team-invite');
    const res = await new TestBrowser(t.app).post('/api/users/v1/orchid_pro/account', {
      user_in: {
        email: `someone-else${n}@example.org`,
        password: strongPassword,
        team_invite_token: token,
      },
      orchid_pro_in: { first_name: 'Sam', last_name: 'Else', is_over_eighteen: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('teams.otherAddress');
    const signIn = await new TestBrowser(t.app).post('/api/login/v1/initiate_auth', {
      username_or_email: `someone-else${n}@example.org`,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(400);
  });
});

describe('on_behalf_of', () => {
  it("gives a scheduler and an OWNER-role member the practice, never the owner's personal data", async () => {
    const { owner, scheduler, team } = await practice();
    await owner.browser.put('/api/users/v1/orchid_pro/', {
      dob: '1980-05-06',
      phone_number: '(212) 555 0199',
      business_entity_name: 'Kim Counseling PLLC',
      mail_address_line1: '22 Home Ave',
      mail_city: 'Brooklyn',
      mail_state: 'NY',
      mail_zipcode: '11201',
      signature_legal_first_name: 'Alexandra',
      licenses: [{ conferring_entity: 'NY', license_number: 'LMHC-SECRET-1', type: 'LMHC' }],
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
    });
    const colleagueEmail = `owner-role${++n}@example.org`;
    await invite(owner.browser, colleagueEmail, 'OWNER');
    const token = await mailedToken(t, colleagueEmail, 'team-invite');
    const colleague = await register(t, { email: colleagueEmail, type: 'orchid_pro' });
    expect((await accept(colleague.browser, token)).json().id).toBe(team.id);

    for (const member of [scheduler.browser, colleague.browser]) {
      const res = await member.get(`/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`);
      expect(res.statusCode).toBe(200);
      const seen = res.json();
      expect(seen).toMatchObject({
        cognito_sub: owner.sub,
        business_entity_name: 'Kim Counseling PLLC',
        dob: null,
        phone_number: null,
        mail_address_line1: null,
        mail_city: null,
        mail_zipcode: null,
        signature_legal_first_name: null,
        licenses: [],
        confirmed_have_social_security_number_allowed_to_work_in_usa: false,
      });
      for (const secret of [
        '1980-05-06',
        '2125550199',
        '22 Home Ave',
        'LMHC-SECRET-1',
        'Alexandra',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    }
    // The owner still sees all of it.
    const own = (await owner.browser.get('/api/users/v1/orchid_pro/')).json();
    expect(own).toMatchObject({ dob: '1980-05-06', phone_number: '2125550199' });
  });

  it("lets a team member read the owner's profile, and nobody else", async () => {
    const { owner, scheduler } = await practice();
    const asOwner = await scheduler.browser.get(
      `/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`,
    );
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().cognito_sub).toBe(owner.sub);

    const outsider = await newPro();
    const refused = await outsider.browser.get(
      `/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'You cannot act for this professional.' });
    // Only the owner can be acted for: not the scheduler.
    const reverse = await owner.browser.get(
      `/api/users/v1/orchid_pro/?on_behalf_of=${scheduler.sub}`,
    );
    expect(reverse.statusCode).toBe(403);
  });
});
