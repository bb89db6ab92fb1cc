import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEvents } from '../audit/tables';
import { jobs } from '../jobs/tables';
import { inTransaction } from './transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsAbout = (subject: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, subject));
const event = (subject: string) => ({
  action: 'member.profile_save' as const,
  outcome: 'success' as const,
  subjectUserId: subject,
  origin: { ip: '203.0.113.9', userAgent: null },
});

describe('inTransaction', () => {
  it('commits the audit row with the change', async () => {
    const subject = randomUUID();
    await inTransaction(t.accounts, (tx) => tx.audit.record(event(subject)));
    expect(await rowsAbout(subject)).toHaveLength(1);
  });

  it('leaves no audit row when a later step of the change fails', async () => {
    const subject = randomUUID();
    await expect(
      inTransaction(t.accounts, async (tx) => {
        await tx.audit.record(event(subject));
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await rowsAbout(subject)).toEqual([]);
  });

  it('queues the mails and jobs of a change only if it commits', async () => {
    const to = `${randomUUID()}@example.com`;
    const mail = { to, subject: 'Your change', text: 'It is done.' };
    const mailsTo = async () =>
      (await t.database.db.select().from(jobs)).filter(
        (job) => (job.payload as { to?: string }).to === to,
      );
    await expect(
      inTransaction(t.accounts, async (tx) => {
        await tx.mailer.send(mail, { category: 'essential' });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await mailsTo()).toEqual([]);

    await inTransaction(t.accounts, (tx) => tx.mailer.send(mail, { category: 'essential' }));
    expect(await mailsTo()).toHaveLength(1);
  });
});
