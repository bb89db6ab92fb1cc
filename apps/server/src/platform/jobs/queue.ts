import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { EventName } from '../events/catalog';
import type { Subscriber } from '../events/events';
import { jobs } from './tables';

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** Not before this time (scheduled work); now by default. */
  runAt?: Date;
  /** A job with this key is queued once, ever: a second enqueue is ignored. */
  idempotencyKey?: string;
  maxAttempts?: number;
  /** The transaction of the change that causes the job, so both commit or neither. */
  db?: Db;
};

type Handler = { schema: z.ZodType; run: (payload: unknown) => Promise<void> };

export type JobQueue = {
  /** Queues a job; false when its idempotency key was queued before. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<boolean>;
  /** What runs a kind of job; the payload is checked with `schema` before it runs. */
  handle<S extends z.ZodType>(
    kind: string,
    schema: S,
    run: (payload: z.output<S>) => Promise<void>,
  ): void;
  /** Claims and runs the jobs due now (at most `limit`); answers how many ran. */
  runDue(limit?: number): Promise<number>;
  /**
   * Queues `kind` once a day (UTC) under the idempotency key `<kind>:<YYYY-MM-DD>`, so
   * however many servers share the database it is queued once a day. The worker queues the
   * day's run when it starts and at its first poll of each new day.
   */
  daily(kind: string): void;
  /** Queues today's run of every daily kind; answers how many were queued (not there yet). */
  queueDaily(): Promise<number>;
  /** Runs due jobs every `pollMs` and soon after an enqueue, until stop(). */
  start(pollMs?: number): void;
  stop(): Promise<void>;
  /** The same queue, enqueueing through `db` (a transaction) unless told otherwise. */
  within(db: Db): JobQueue;
  /** Who follows each domain event (platform/events): kept with the queue that runs them. */
  subscribers: Map<EventName, Subscriber[]>;
};

type JobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a claim holds: a job still running after this is taken to be lost with its server. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * The wait before try number `attempt + 1`: 30 s, 1 min, 2 min, ... up to an hour, plus up to
 * a tenth more at random so jobs that failed together do not all come back together.
 */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
  return Math.round(base * (1 + random() / 10));
}

/** The UTC day of `date`, as the daily jobs' keys and payloads name it. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const describeError = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 1000);

/**
 * A job queue in the database (table `jobs`), shared by every server on it. A job is claimed
 * by one server (FOR UPDATE SKIP LOCKED), retried with exponential back-off, and kept as
 * failed after its last try. See docs/jobs.md for why it is our own table.
 */
export function createJobQueue({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: JobLog;
}): JobQueue {
  const handlers = new Map<string, Handler>();
  const dailyKinds = new Set<string>();
  /** The last day this process queued the daily jobs for. */
  let dailyQueuedFor: string | undefined;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pollEvery = 1000;
  let started = false;

  /**
   * A job whose server died while running it comes back when its lease ends, as one more try;
   * one that has had all its tries (it may be what kills its servers) is failed instead.
   */
  async function failLostJobs(now: Date) {
    const lost = await db
      .update(jobs)
      .set({
        state: 'failed',
        finishedAt: now,
        lockedUntil: null,
        lastError: 'Its server stopped while running it, on its last try.',
      })
      .where(
        and(
          eq(jobs.state, 'running'),
          lt(jobs.lockedUntil, now),
          gte(jobs.attempts, jobs.maxAttempts),
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts });
    for (const job of lost) {
      log.error(
        { job_id: job.id, kind: job.kind, attempts: job.attempts },
        'job failed after its last try (see `npm run jobs -- failed`)',
      );
    }
  }

  async function claim(limit: number): Promise<JobRow[]> {
    const now = clock.now();
    await failLostJobs(now);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        lockedBy: worker,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function finish(job: JobRow, error: unknown) {
    const now = clock.now();
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker));
    if (error === undefined) {
      await db
        .update(jobs)
        // A done job keeps no payload: a mail's carries a sign-in or reset link.
        .set({
          state: 'succeeded',
          payload: {},
          finishedAt: now,
          lockedUntil: null,
          lastError: null,
        })
        .where(mine);
      return;
    }
    const lastError = describeError(error);
    if (job.attempts >= job.maxAttempts) {
      await db
        .update(jobs)
        .set({ state: 'failed', finishedAt: now, lockedUntil: null, lastError })
        .where(mine);
      log.error(
        { job_id: job.id, kind: job.kind, attempts: job.attempts, error: lastError },
        'job failed after its last try (see `npm run jobs -- failed`)',
      );
      return;
    }
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
    await db.update(jobs).set({ state: 'queued', runAt, lockedUntil: null, lastError }).where(mine);
    log.info(
      { job_id: job.id, kind: job.kind, attempts: job.attempts, error: lastError },
      'job will be retried',
    );
  }

  async function run(job: JobRow) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler.run(handler.schema.parse(job.payload));
    } catch (err) {
      await finish(job, err ?? new Error('failed'));
      return;
    }
    await finish(job, undefined);
  }

  async function runDue(limit = 10) {
    const claimed = await claim(limit);
    await Promise.all(claimed.map(run));
    return claimed.length;
  }

  function schedule(delay: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (running) return;
    running = (async () => {
      try {
        if (dailyKinds.size > 0 && dailyQueuedFor !== dayOf(clock.now())) await queue.queueDaily();
        while ((await runDue()) > 0 && started) {}
      } catch (err) {
        log.error({ error: describeError(err) }, 'job worker could not claim jobs');
      }
    })().finally(() => {
      running = undefined;
      schedule(pollEvery);
    });
  }

  const queue: JobQueue = {
    async enqueue(kind, payload, options = {}) {
      const [queued] = await (options.db ?? db)
        .insert(jobs)
        .values({
          kind,
          payload,
          runAt: options.runAt ?? clock.now(),
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          idempotencyKey: options.idempotencyKey ?? null,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: jobs.idempotencyKey })
        .returning({ id: jobs.id });
      // Soon, not now: inside a transaction the row is not visible until it commits.
      if (queued && !running) schedule(20);
      return queued !== undefined;
    },
    handle(kind, schema, runJob) {
      handlers.set(kind, { schema, run: runJob as (payload: unknown) => Promise<void> });
    },
    daily(kind) {
      dailyKinds.add(kind);
    },
    async queueDaily() {
      const day = dayOf(clock.now());
      let queued = 0;
      for (const kind of dailyKinds) {
        if (await queue.enqueue(kind, { day }, { idempotencyKey: `${kind}:${day}` })) queued++;
      }
      dailyQueuedFor = day;
      return queued;
    },
    runDue,
    subscribers: new Map(),
    start(pollMs = 1000) {
      pollEvery = pollMs;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
    within: (tx) => ({
      ...queue,
      enqueue: (kind, payload, options = {}) =>
        queue.enqueue(kind, payload, { db: tx, ...options }),
    }),
  };
  return queue;
}

/**
 * Deletes finished jobs (succeeded, or failed for good) that finished before `before`, a batch
 * at a time so no statement holds the table long; answers how many.
 */
export async function purgeFinishedJobs(db: Db, before: Date, batch = 1000): Promise<number> {
  let purged = 0;
  for (;;) {
    const old = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.state, ['succeeded', 'failed']), lt(jobs.finishedAt, before)))
      .limit(batch);
    const deleted = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
    purged += deleted.length;
    if (deleted.length < batch) return purged;
  }
}

/** Jobs that failed for good, newest first: what `npm run jobs -- failed` prints. */
export function listFailedJobs(db: Db, limit = 50, skip = 0): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.state, 'failed'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .offset(skip)
    .limit(limit);
}

export async function countFailedJobs(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(eq(jobs.state, 'failed'));
  return row?.total ?? 0;
}

/** Puts a failed job back in the queue with fresh tries; false when no such failed job. */
export async function retryFailedJob(db: Db, id: string, now: Date): Promise<boolean> {
  const retried = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id });
  return retried.length > 0;
}
