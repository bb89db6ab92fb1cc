import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inTransaction } from '../db/transaction';
import { createJobQueue } from '../jobs/queue';
import { jobs } from '../jobs/tables';
import { emit, subscribe, subscriberJob } from './events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quietLog = { info: () => {}, error: () => {} };
const USER = '00000000-0000-4000-8000-000000000001';

/** A queue of its own with two job subscribers (one failing) and one in the transaction. */
function subscribed() {
  const queue = createJobQueue({ db: t.database.db, clock: t.clock, log: quietLog });
  const ctx = { ...t.accounts, jobs: queue };
  const ran: string[] = [];
  const events = subscribe(queue);
  events.on('professional.changed', 'test.first', async ({ professional_id }) => {
    ran.push(`first ${professional_id}`);
  });
  events.on('professional.changed', 'test.failing', async () => {
    ran.push('failing');
    throw new Error('down');
  });
  // Its write (a job row) shows whether it ran in the emitter's transaction.
  events.inTransaction('professional.changed', 'test.in_transaction', async (tx, payload) => {
    ran.push('in transaction');
    await tx.jobs.enqueue('test.marker', payload, {
      runAt: new Date(tx.clock.now().getTime() + 86_400_000),
    });
  });
  return { queue, ctx, ran };
}
const rowsOf = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
const cleanUp = () => t.database.db.delete(jobs);

describe('domain events', () => {
  it('reach each subscriber once when the transaction commits, one failing alone', async () => {
    const { queue, ctx, ran } = subscribed();
    await inTransaction(ctx, (tx) => emit(tx, 'professional.changed', { professional_id: USER }));
    expect(ran).toEqual(['in transaction']);
    expect(await rowsOf('test.marker')).toHaveLength(1);
    await queue.runDue();
    await queue.runDue();
    expect(ran.sort()).toEqual(['failing', `first ${USER}`, 'in transaction']);
    const [first] = await rowsOf(subscriberJob('professional.changed', 'test.first'));
    const [failing] = await rowsOf(subscriberJob('professional.changed', 'test.failing'));
    expect(first?.state).toBe('succeeded');
    expect(failing).toMatchObject({ state: 'queued', attempts: 1 });
    await cleanUp();
  });

  it('reach no subscriber when the transaction rolls back', async () => {
    const { queue, ctx, ran } = subscribed();
    await expect(
      inTransaction(ctx, async (tx) => {
        await emit(tx, 'professional.changed', { professional_id: USER });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queue.runDue()).toBe(0);
    expect(ran).toEqual(['in transaction']);
    expect(await t.database.db.select().from(jobs)).toEqual([]);
  });

  it('refuse a subscriber registered twice', () => {
    const events = subscribe(createJobQueue({ db: t.database.db, clock: t.clock, log: quietLog }));
    events.on('professional.changed', 'test.twice', async () => {});
    expect(() => events.on('professional.changed', 'test.twice', async () => {})).toThrow();
  });
});
