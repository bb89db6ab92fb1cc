import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../../platform/audit/audit';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveProfessional } from './approval';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approve = (email: string) =>
  approveProfessional({ db: t.database.db, audit: createAuditLog(t.database.db, t.clock) }, email);

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
});
