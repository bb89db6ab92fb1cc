import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createJobQueue,
  type JobQueue,
  listFailedJobs,
  retryDelayMs,
  retryFailedJob,
} from './queue';
import { jobs } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quietLog = { info: () => {}, error: () => {} };
let n = 0;
/** A queue of its own (a "server") on the test database, with a handler that records runs. */
function queueWithRecorder(fail: (payload: { n: number }) => boolean = () => false) {
  const kind = `test.record.${++n}`;
  const ran: number[] = [];
  const queue = createJobQueue({ db: t.database.db, clock: t.clock, log: quietLog });
  queue.handle(kind, z.object({ n: z.number() }), async (payload) => {
    ran.push(payload.n);
    if (fail(payload)) throw new Error(`failed on ${payload.n}`);
  });
  return { kind, ran, queue };
}
const rowsOf = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('the job queue', () => {
  it('runs a job once, and a scheduled one not before its time', async () => {
    const { kind, ran, queue } = queueWithRecorder();
    await queue.enqueue(kind, { n: 1 });
    await queue.enqueue(kind, { n: 2 }, { runAt: new Date(t.clock.now().getTime() + 3_600_000) });
    await queue.runDue();
    await queue.runDue();
    expect(ran).toEqual([1]);
    t.clock.advance(3_600_000);
    await queue.runDue();
    expect(ran).toEqual([1, 2]);
    expect((await rowsOf(kind)).map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('keeps no payload once a job is done (a mail carries a sign-in link)', async () => {
    const { kind, queue } = queueWithRecorder();
    await queue.enqueue(kind, { n: 7 });
    expect((await rowsOf(kind))[0]?.payload).toEqual({ n: 7 });
    await queue.runDue();
    expect((await rowsOf(kind))[0]?.payload).toEqual({});
  });

  it('queues a job with an idempotency key once', async () => {
    const { kind, ran, queue } = queueWithRecorder();
    expect(await queue.enqueue(kind, { n: 1 }, { idempotencyKey: `${kind}:once` })).toBe(true);
    expect(await queue.enqueue(kind, { n: 2 }, { idempotencyKey: `${kind}:once` })).toBe(false);
    await queue.runDue();
    expect(ran).toEqual([1]);
  });

  it('gives each job to one of several servers sharing the database', async () => {
    const first = queueWithRecorder();
    const second: JobQueue = createJobQueue({ db: t.database.db, clock: t.clock, log: quietLog });
    const ranBySecond: number[] = [];
    second.handle(first.kind, z.object({ n: z.number() }), async ({ n: value }) => {
      ranBySecond.push(value);
    });
    for (let i = 0; i < 30; i++) await first.queue.enqueue(first.kind, { n: i });
    await Promise.all([
      first.queue.runDue(7),
      second.runDue(7),
      first.queue.runDue(7),
      second.runDue(7),
      first.queue.runDue(7),
    ]);
    await Promise.all([first.queue.runDue(30), second.runDue(30)]);
    const all = [...first.ran, ...ranBySecond].sort((a, b) => a - b);
    expect(all).toEqual([...Array(30).keys()]);
  });

  it('retries with growing waits and keeps the job as failed after its last try', async () => {
    const errors: object[] = [];
    const { kind, ran } = queueWithRecorder(() => true);
    const queue = createJobQueue({
      db: t.database.db,
      clock: t.clock,
      log: { info: () => {}, error: (details) => errors.push(details) },
    });
    queue.handle(kind, z.object({ n: z.number() }), async () => {
      ran.push(0);
      throw new Error('SMTP said no');
    });
    await queue.enqueue(kind, { n: 0 }, { maxAttempts: 3 });
    await queue.runDue();
    const [afterFirst] = await rowsOf(kind);
    expect(afterFirst).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'Error: SMTP said no',
    });
    const wait = (afterFirst?.runAt.getTime() ?? 0) - t.clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThanOrEqual(33_000);
    await queue.runDue();
    expect(ran).toHaveLength(1);
    t.clock.advance(wait);
    await queue.runDue();
    t.clock.advance(retryDelayMs(2, () => 1));
    await queue.runDue();
    expect(ran).toHaveLength(3);
    const [last] = await rowsOf(kind);
    expect(last).toMatchObject({ state: 'failed', attempts: 3 });
    expect(errors).toEqual([expect.objectContaining({ job_id: last?.id, kind, attempts: 3 })]);
    const failed = await listFailedJobs(t.database.db);
    expect(failed.map((job) => job.id)).toContain(last?.id);

    expect(await retryFailedJob(t.database.db, last?.id ?? '', t.clock.now())).toBe(true);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs again a job whose server died while running it', async () => {
    const { kind, ran, queue } = queueWithRecorder();
    await queue.enqueue(kind, { n: 7 });
    // A server claims it and dies before finishing: the row stays running with its lease.
    await t.database.db
      .update(jobs)
      .set({ state: 'running', lockedUntil: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(jobs.kind, kind));
    await queue.runDue();
    expect(ran).toEqual([]);
    t.clock.advance(61_000);
    await queue.runDue();
    expect(ran).toEqual([7]);
  });

  it('fails a job whose server died on its last try instead of running it again', async () => {
    const { kind, ran, queue } = queueWithRecorder();
    await queue.enqueue(kind, { n: 8 }, { maxAttempts: 2 });
    // Two servers claimed it in turn and died while running it.
    await t.database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 2,
        lockedUntil: new Date(t.clock.now().getTime() + 60_000),
      })
      .where(eq(jobs.kind, kind));
    t.clock.advance(61_000);
    await queue.runDue();
    expect(ran).toEqual([]);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({
      state: 'failed',
      lastError: 'Its server stopped while running it, on its last try.',
    });
    expect((await listFailedJobs(t.database.db)).map((job) => job.id)).toContain(row?.id);
  });

  it('waits longer after each failure, up to an hour', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 10, 20].map((attempt) => retryDelayMs(attempt, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, () => 1)).toBe(33_000);
  });
});
