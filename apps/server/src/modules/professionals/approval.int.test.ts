import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { latestMail, registerConfirmed, signIn, strongPassword } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveProfessional } from './approval';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approve = (email: string) => approveProfessional(t.accounts, { email });
const DAY = 24 * 60 * 60_000;
const coreTrial = { sub_class: 'core', sub_period: 'monthly', type: 'trial' };

describe('approveProfessional', () => {
  it('gives a professional on a plan platform access, once, and logs it', async () => {
    const { browser, sub } = await registerConfirmed(t, {
      email: 'to-approve@example.org',
      type: 'orchid_pro',
    });
    const trial = await browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    expect(trial.statusCode).toBeLessThan(300);
    const platformAccess = async () =>
      (await browser.get('/api/users/v1/access')).json().platform_access;
    expect(await platformAccess()).toBe(false);

    expect(await approve(' to-approve@example.org ')).toBe('approved');
    expect(await platformAccess()).toBe(true);
    expect(
      (await browser.get('/api/users/v1/user_info')).json().profile_approved_to_use_the_platform,
    ).toBe(true);
    expect(await approve('to-approve@example.org')).toBe('already-approved');

    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'professional.approve'), eq(auditEvents.subjectUserId, sub)),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ outcome: 'success', ip: 'console' });
  });

  it('approves professionals only', async () => {
    await registerConfirmed(t, { email: 'a-member@example.org', type: 'member' });
    expect(await approve('a-member@example.org')).toBe('not-found');
    expect(await approve('nobody@example.org')).toBe('not-found');
  });

  it('mails the professional, and starts their trial again from the approval', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'waits-ten-days@example.org',
      type: 'orchid_pro',
    });
    await browser.post('/api/users/v1/subscription/checkout', coreTrial);
    const startedAt = t.clock.now();
    try {
      t.clock.advance(10 * DAY);
      expect(await approve('waits-ten-days@example.org')).toBe('approved');
      await signIn(browser, 'waits-ten-days@example.org', strongPassword);
      const mail = await latestMail(t, 'waits-ten-days@example.org');
      expect(mail?.subject).toBe('Your Orchid profile is approved');
      expect(mail?.text).toContain('Your free trial starts again today: 30 days from now');
      const access = (await browser.get('/api/users/v1/access')).json();
      expect(access).toMatchObject({
        on_trial: true,
        platform_access: true,
        trial_ends_at: new Date(startedAt.getTime() + 40 * DAY).toISOString(),
      });
      // The job queued for the first end finds the trial restarted and leaves it.
      t.clock.advance(25 * DAY);
      while ((await t.app.jobs.runDue(100)) > 0) {}
      await signIn(browser, 'waits-ten-days@example.org', strongPassword);
      expect((await browser.get('/api/users/v1/access')).json().on_trial).toBe(true);
      t.clock.advance(6 * DAY);
      while ((await t.app.jobs.runDue(100)) > 0) {}
      await signIn(browser, 'waits-ten-days@example.org', strongPassword);
      expect((await browser.get('/api/users/v1/access')).json().on_trial).toBe(false);
    } finally {
      t.clock.set(startedAt);
    }
  });

  it('does not tell a professional who paid that a free trial starts again', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'paid-and-waits@example.org',
      type: 'orchid_pro',
    });
    const opened = await browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'paid',
    });
    const path = (opened.json().checkout_url as string).slice('http://localhost:3000'.length);
    const paid = await browser.request({
      method: 'POST',
      url: path,
      payload: new URLSearchParams({
        card_number: '4242 4242 4242 4242',
        expiry: '12 / 30',
        cvc: '123',
        name: 'Maya Okafor',
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
    });
    expect(paid.statusCode).toBe(303);
    expect(await approve('paid-and-waits@example.org')).toBe('approved');
    const mail = await latestMail(
      t,
      'paid-and-waits@example.org',
      'Your Orchid profile is approved',
    );
    expect(mail?.text).toContain('your practice is open');
    expect(mail?.text).not.toMatch(/trial/i);
  });

  it('gives a trial that ran out during the wait its full length again', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'waits-long@example.org',
      type: 'orchid_pro',
    });
    await browser.post('/api/users/v1/subscription/checkout', coreTrial);
    const startedAt = t.clock.now();
    try {
      t.clock.advance(35 * DAY);
      while ((await t.app.jobs.runDue(100)) > 0) {}
      await signIn(browser, 'waits-long@example.org', strongPassword);
      expect((await browser.get('/api/users/v1/access')).json().subscribed).toBe(false);
      await approve('waits-long@example.org');
      expect((await browser.get('/api/users/v1/access')).json()).toMatchObject({
        subscribed: true,
        on_trial: true,
        platform_access: true,
        trial_ends_at: new Date(startedAt.getTime() + 65 * DAY).toISOString(),
      });
    } finally {
      t.clock.set(startedAt);
    }
  });

  it('tells the operator once that a professional with a plan waits', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'waiting-pro@example.org',
      type: 'orchid_pro',
    });
    await browser.post('/api/users/v1/subscription/checkout', coreTrial);
    const notices = async () => {
      while ((await t.app.jobs.runDue(100)) > 0) {}
      const res = await t.app.inject({
        url: '/dev/mailbox/messages?to=support%40localhost',
        remoteAddress: '127.0.0.1',
      });
      return (res.json().messages as { subject: string; text: string }[]).filter((mail) =>
        mail.text.includes('(waiting-pro@example.org)'),
      );
    };
    const [notice] = await notices();
    expect(notice?.subject).toBe('Alex Kim waits for approval on Orchid');
    expect(notice?.text).toContain("Approve them at the operator's desk");
    expect(notice?.text).toContain('http://localhost:3000/admin');
    expect(notice?.text).toContain('npm run approve-professional -- waiting-pro@example.org');
    expect(notice?.text).toContain('usually within two business days');
    await browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    expect(await notices()).toHaveLength(1);
  });
});
