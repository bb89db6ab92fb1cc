import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoAccounts } from '../accounts/demo-accounts';
import { users } from '../accounts/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
});
afterAll(() => t.close());

describe('demo data', () => {
  it.each(demoAccounts)('lets $email sign in, confirmed and signed up', async (account) => {
    const browser = new TestBrowser(t.app);
    expect((await signIn(browser, account.email, account.password)).statusCode).toBe(200);
    expect((await browser.get('/api/users/v1/user_info')).json()).toMatchObject({
      user_type: account.userType,
      email_confirmed: true,
      signup_form_finished: true,
    });
  });

  it('gives the demo member a finished profile and one minor', async () => {
    const member = demoAccounts.find((a) => a.userType === 'member');
    if (!member) throw new Error('no demo member');
    const browser = new TestBrowser(t.app);
    await signIn(browser, member.email, member.password);
    expect((await browser.get('/api/users/v1/patient/')).json()).toMatchObject({
      last_name: 'Rivera',
      home_state: 'OR',
      signup_form_finished: true,
    });
    const info = (await browser.get('/api/users/v1/user_info')).json();
    expect(info.minors).toEqual([expect.objectContaining({ first_name: 'Robin' })]);
  });

  it('has the professional onboarded, on the core trial, with a scheduler on the team', async () => {
    const signedIn = async (key: string) => {
      const account = demoAccounts.find((a) => a.key === key);
      if (!account) throw new Error(`no demo ${key}`);
      const browser = new TestBrowser(t.app);
      await signIn(browser, account.email, account.password);
      return browser;
    };
    const pro = await signedIn('professional');
    expect((await pro.get('/api/users/v1/orchid_pro/')).json()).toMatchObject({
      signup_form_finished: true,
      missing_onboarding_steps: [],
      business_entity_name: 'Okafor Counseling PLLC',
    });
    expect((await pro.get('/api/users/v1/access')).json()).toMatchObject({
      plan_type: 'core',
      subscribed: true,
      on_trial: true,
      platform_access: true,
    });
    const scheduler = await signedIn('scheduler');
    const info = (await scheduler.get('/api/users/v1/user_info')).json();
    expect(info).toMatchObject({ role: 'PRACTICE_SCHEDULER' });
    const team = (await scheduler.get(`/api/users/v1/team/${info.team_id}`)).json();
    expect(
      team.members.map((m: { first_name: string; role: string }) => [m.first_name, m.role]),
    ).toEqual([
      ['Maya', 'OWNER'],
      ['Jordan', 'PRACTICE_SCHEDULER'],
    ]);
  });

  it('gives the professional hours, session types and weekly sessions with the member, who sees them', async () => {
    const signedIn = async (userType: string) => {
      const account = demoAccounts.find((a) => a.userType === userType && a.key !== 'scheduler');
      if (!account) throw new Error(`no demo ${userType}`);
      const browser = new TestBrowser(t.app);
      await signIn(browser, account.email, account.password);
      return browser;
    };
    const pro = await signedIn('orchid_pro');
    expect((await pro.get('/api/scheduler/v1/availability')).json()).toMatchObject({
      saved: true,
      timezone: 'America/Los_Angeles',
    });
    const types = (await pro.get('/api/scheduler/v1/appointment_types/')).json().appointment_types;
    expect(types.map((type: { label: string }) => type.label)).toEqual([
      'Free introduction',
      'Regular session',
      'Support group',
    ]);
    const sessions = (
      await (await signedIn('member')).get('/api/scheduler/v1/snapshot/appointments_v2')
    ).json();
    expect(sessions.appointments).toHaveLength(8);
    const sub = (await pro.get('/api/users/v1/user_info')).json().sub;
    const free = await new TestBrowser(t.app).get(
      `/api/scheduler/v1/timeslots/${sub}?from=2026-11-30&to=2026-12-04&appointment_type_label=Regular%20session`,
    );
    expect(free.json().timeslots.length).toBeGreaterThan(20);
  });

  it('lists the professional in the directory', async () => {
    const found = (await new TestBrowser(t.app).get('/api/users/v1/directory?q=anxiety')).json();
    expect(found).toMatchObject({
      total: 1,
      results: [{ custom_url: 'demo-therapist', states_licensed: ['OR'], telehealth: true }],
    });
  });

  it('publishes a support group with seats', async () => {
    const open = (await new TestBrowser(t.app).get('/api/scheduler/v1/group_sessions')).json();
    expect(open.series).toEqual([
      expect.objectContaining({
        title: 'Anxiety support circle',
        seats: 8,
        seats_left: 8,
        price: 180,
        status: 'open',
        meetings: expect.any(Array),
      }),
    ]);
    expect(open.series[0].meetings).toHaveLength(6);
  });

  it('makes the demo operator an operator, and nobody else', async () => {
    for (const account of demoAccounts) {
      const browser = new TestBrowser(t.app);
      await signIn(browser, account.email, account.password);
      const info = (await browser.get('/api/users/v1/user_info')).json();
      expect(info.is_operator, account.email).toBe(account.key === 'operator');
    }
  });

  it('is created on an empty database only', async () => {
    const again = await createTestApp({ database: t.database, env: { DEMO_DATA: 'true' } });
    // The demo accounts and the member's minor.
    expect(await t.database.db.select().from(users)).toHaveLength(demoAccounts.length + 1);
    await again.close();
  });
});
