import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { jobs } from '../../platform/jobs/tables';
import {
  actForNewMinor,
  latestMail,
  register,
  registerConfirmed,
  TestBrowser,
} from '../../test/browser';
import { signedInOperator } from '../../test/operators';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { grantOperator, revokeOperator } from './grant';

// The operator's desk: only operators get in (the authorization matrix shows everyone else
// refused on every desk route), and what it does is what the commands do.

let t: TestApp;
let operator: { browser: TestBrowser; sub: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t, 'operator@example.org');
}, 60_000);
afterAll(() => t.close());

const WAITING = '/api/admin/v1/professionals/waiting';
const FAILED = '/api/admin/v1/jobs/failed';
const coreTrial = { sub_class: 'core', sub_period: 'monthly', type: 'trial' };

describe('the operator role', () => {
  it('lets an operator in, and no professional, member or guest', async () => {
    const info = (await operator.browser.get('/api/users/v1/user_info')).json();
    expect(info.is_operator).toBe(true);
    expect((await operator.browser.get(WAITING)).statusCode).toBe(200);
    expect((await operator.browser.get(FAILED)).statusCode).toBe(200);

    const member = await registerConfirmed(t, {
      email: 'not-op-member@example.org',
      type: 'member',
    });
    const pro = await registerConfirmed(t, { email: 'not-op-pro@example.org' });
    for (const browser of [member.browser, pro.browser]) {
      expect((await browser.get('/api/users/v1/user_info')).json().is_operator).toBe(false);
      const refused = await browser.get(WAITING);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: "This is only available to the platform's operators.",
        code: 'platform.operatorsOnly',
      });
    }
    const guest = await new TestBrowser(t.app).get(WAITING);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('accounts.notAuthenticated');
  });

  it('closes the desk to an operator acting for a minor', async () => {
    const guardian = await registerConfirmed(t, {
      email: 'op-guardian@example.org',
      type: 'member',
    });
    await grantOperator(t.accounts, 'op-guardian@example.org');
    expect((await guardian.browser.get(WAITING)).statusCode).toBe(200);
    await actForNewMinor(guardian);
    const acting = await guardian.browser.get(WAITING);
    expect(acting.statusCode).toBe(403);
    expect(acting.json().code).toBe('platform.operatorsOnly');
    expect((await guardian.browser.get('/api/users/v1/user_info')).json().is_operator).toBe(false);
  });

  it('is granted to confirmed accounts only, audited and mailed, and revoked at the next request', async () => {
    await register(t, { email: 'op-unconfirmed@example.org', type: 'member' });
    expect((await grantOperator(t.accounts, 'op-unconfirmed@example.org')).outcome).toBe(
      'unconfirmed',
    );
    expect((await grantOperator(t.accounts, 'nobody@example.org')).outcome).toBe('not-found');
    expect((await grantOperator(t.accounts, 'operator@example.org')).outcome).toBe(
      'already-operator',
    );

    const { browser, sub } = await registerConfirmed(t, { email: 'op-brief@example.org' });
    expect((await grantOperator(t.accounts, ' op-brief@example.org ')).outcome).toBe('granted');
    const mail = await latestMail(t, 'op-brief@example.org');
    expect(mail?.subject).toBe('You are now an operator of Orchid');
    expect(mail?.text).toContain('http://localhost:3000/admin');
    expect(mail?.text).toContain('Please turn on two-step verification');
    expect((await browser.get(WAITING)).statusCode).toBe(200);

    expect(await revokeOperator(t.accounts, 'op-brief@example.org')).toBe('revoked');
    expect(await revokeOperator(t.accounts, 'op-brief@example.org')).toBe('not-operator');
    expect(await revokeOperator(t.accounts, 'nobody@example.org')).toBe('not-found');
    expect((await browser.get(WAITING)).statusCode).toBe(403);

    const logged = await t.database.db
      .select({ action: auditEvents.action, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub));
    expect(logged.filter((row) => row.action.startsWith('operator.'))).toEqual([
      { action: 'operator.grant', ip: 'console' },
      { action: 'operator.revoke', ip: 'console' },
    ]);
  });
});

describe('professionals waiting for approval', () => {
  it('lists them with their plan, and approves one as the command does, naming the operator', async () => {
    const waiting = await registerConfirmed(t, { email: 'waits@example.org' });
    await waiting.browser.post('/api/users/v1/subscription/checkout', coreTrial);
    await waiting.browser.put('/api/users/v1/orchid_pro/', { name_schema: 'first_last' });

    const listed = (await operator.browser.get(`${WAITING}?limit=100`)).json();
    const row = listed.professionals.find((pro: { sub: string }) => pro.sub === waiting.sub);
    expect(row).toMatchObject({
      email: 'waits@example.org',
      first_name: 'Alex',
      last_name: 'Kim',
      role: 'OWNER',
      email_confirmed: true,
      plan_type: 'core',
      on_trial: true,
      licenses: [],
    });
    expect(listed.total).toBeGreaterThanOrEqual(1);

    const approved = await operator.browser.post(
      `/api/admin/v1/professionals/${waiting.sub}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ sub: waiting.sub, outcome: 'approved' });
    expect((await waiting.browser.get('/api/users/v1/access')).json().platform_access).toBe(true);
    expect((await latestMail(t, 'waits@example.org'))?.subject).toBe(
      'Your Orchid profile is approved',
    );
    const again = await operator.browser.post(`/api/admin/v1/professionals/${waiting.sub}/approve`);
    expect(again.json()).toEqual({ sub: waiting.sub, outcome: 'already_approved' });
    const after = (await operator.browser.get(`${WAITING}?limit=100`)).json();
    expect(after.professionals.map((pro: { sub: string }) => pro.sub)).not.toContain(waiting.sub);

    const [logged] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'professional.approve'),
          eq(auditEvents.subjectUserId, waiting.sub),
        ),
      );
    expect(logged).toMatchObject({
      actorUserId: operator.sub,
      ip: operator.browser.ip,
      detail: { actor_role: 'platform operator' },
    });
    // The professional reads who approved them in their access log.
    const log = (await waiting.browser.get('/api/users/v1/access_log')).json();
    expect(log.events[0]).toMatchObject({
      actor_role: 'platform operator',
      what: 'Approved the professional for the platform',
    });
  });

  it('does not list a practice scheduler: a team member, not a professional to approve', async () => {
    const scheduler = await registerConfirmed(t, { email: 'front-desk@example.org' });
    const pro = await registerConfirmed(t, { email: 'still-waits@example.org' });
    await t.database.db
      .update(users)
      .set({ role: 'PRACTICE_SCHEDULER' })
      .where(eq(users.id, scheduler.sub));
    const listed = (await operator.browser.get(`${WAITING}?limit=100&q=example.org`)).json();
    const subs = listed.professionals.map((row: { sub: string }) => row.sub);
    expect(subs).toContain(pro.sub);
    expect(subs).not.toContain(scheduler.sub);
    const searched = (await operator.browser.get(`${WAITING}?q=front-desk`)).json();
    expect(searched).toEqual({ professionals: [], total: 0 });
  });

  it('approves only professionals', async () => {
    const member = await registerConfirmed(t, {
      email: 'approve-member@example.org',
      type: 'member',
    });
    for (const sub of [member.sub, '0190a000-0000-7000-8000-0000000000aa']) {
      const res = await operator.browser.post(`/api/admin/v1/professionals/${sub}/approve`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('admin.professionalNotFound');
    }
  });
});

describe('failed jobs', () => {
  it('lists them without their payload and queues one again, audited', async () => {
    const [failed] = await t.database.db
      .insert(jobs)
      .values({
        kind: 'mail.send',
        payload: { to: 'someone@example.org', text: 'reset link https://secret' },
        state: 'failed',
        runAt: t.clock.now(),
        attempts: 6,
        maxAttempts: 6,
        lastError: 'Error: Greeting never received',
        createdAt: t.clock.now(),
        finishedAt: t.clock.now(),
      })
      .returning({ id: jobs.id });
    const id = failed?.id ?? '';
    const listed = await operator.browser.get(FAILED);
    expect(listed.json()).toEqual({
      jobs: [
        {
          id,
          kind: 'mail.send',
          attempts: 6,
          failed_at: t.clock.now().toISOString(),
          last_error: 'Error: Greeting never received',
        },
      ],
      total: 1,
    });
    expect(listed.body).not.toContain('secret');

    const retried = await operator.browser.post(`/api/admin/v1/jobs/${id}/retry`);
    expect(retried.json()).toEqual({ id, state: 'queued' });
    expect((await operator.browser.get(FAILED)).json()).toEqual({ jobs: [], total: 0 });
    const twice = await operator.browser.post(`/api/admin/v1/jobs/${id}/retry`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('admin.jobNotFound');

    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'operator.job_retry'));
    expect(logged).toEqual([
      expect.objectContaining({ actorUserId: operator.sub, detail: { job_id: id } }),
    ]);
  });
});
