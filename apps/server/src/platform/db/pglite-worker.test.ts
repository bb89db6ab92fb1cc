import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths';
import { sqlState } from '../http/database-errors';
import { describeErrorForLog } from '../http/log-safety';
import { DataDirLockedError } from './data-dir-lock';
import type { Database, Db } from './database';
import { makePgliteSnapshot } from './make-pglite-snapshot';
import { pgliteExtensions } from './pglite';
import { openPgliteInWorker } from './pglite-in-worker';
import { restoreSnapshot } from './pglite-snapshot';
import { PgliteWorkerGoneError } from './pglite-worker-client';

// The embedded database in its worker thread, against PGlite in this thread: the same answers,
// the same errors, transactions that hold the one session, and a dead worker that fails fast.

const scratch = mkdtempSync(path.join(tmpdir(), 'orchid-worker-'));
const newDataDir = () => path.join(mkdtempSync(path.join(scratch, 'db-')), 'pglite');
const snapshot = path.join(scratch, 'snapshot.tar.gz');

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
const samples = pgTable('worker_samples', {
  id: uuid('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  doc: jsonb('doc').$type<{ name: string; tags: string[]; nested: { n: number } }>().notNull(),
  tags: text('tags').array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
  blob: bytea('blob').notNull(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  price: numeric('price').notNull(),
  flag: boolean('flag'),
  count: integer('count'),
  email: text('email').unique('worker_samples_email_unique'),
});
const createSamples = sql`create table worker_samples (
  id uuid primary key, at timestamptz not null, day date not null, wait interval not null,
  doc jsonb not null, tags text[] not null, stamps timestamptz[] not null, blob bytea not null,
  big int8 not null, price numeric not null, flag boolean, count integer,
  email citext constraint worker_samples_email_unique unique)`;
const sample = {
  id: '01900000-0000-7000-8000-000000000001',
  at: new Date('2026-11-23T10:00:00.123Z'),
  day: '2026-02-28',
  wait: '1 day 02:03:04',
  doc: { name: 'Zoë "quoted"', tags: ['a', 'b'], nested: { n: 1.5 } },
  tags: ['one', 'two, three', 'with "quotes"'],
  stamps: [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T23:59:59.999Z')],
  blob: new Uint8Array([0, 1, 2, 254, 255]),
  big: 9007199254740993n,
  price: '1234.5600',
  flag: null,
  count: 7,
  email: 'Alex@Example.org',
};

let worker: Database & Awaited<ReturnType<typeof openPgliteInWorker>>;
let inProcess: PGlite;
const here = () => drizzle(inProcess);

beforeAll(async () => {
  await makePgliteSnapshot(snapshot);
  worker = await openPgliteInWorker(newDataDir(), { snapshot });
  inProcess = await PGlite.create({
    loadDataDir: new Blob([readFileSync(snapshot)]),
    extensions: pgliteExtensions,
  });
  for (const db of [worker.db, here()]) {
    await db.execute(createSamples);
    await db.insert(samples).values(sample);
  }
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await inProcess?.close();
});

/** A raw query's whole answer (Drizzle types it loosely across drivers). */
const run = async (db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as Results<Record<string, unknown>>;

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err as Error & { cause?: Record<string, unknown> };
  }
  throw new Error('expected the query to fail');
};

describe('the embedded database in a worker thread', () => {
  it('answers queries with parameters and every type as PGlite in this thread does', async () => {
    const [fromWorker] = await worker.db.select().from(samples).where(eq(samples.id, sample.id));
    const [fromHere] = await here().select().from(samples).where(eq(samples.id, sample.id));
    expect(fromWorker).toEqual(fromHere);
    expect(fromWorker).toEqual({
      ...sample,
      wait: '1 day 02:03:04',
      blob: expect.any(Uint8Array),
    });
    expect([...(fromWorker?.blob ?? [])]).toEqual([0, 1, 2, 254, 255]);
    expect(fromWorker?.at).toBeInstanceOf(Date);

    // Raw SQL (object rows) with parameters of each kind, and what the driver answers besides.
    const raw = sql`select ${sample.doc}::jsonb as doc, ${sample.at.toISOString()}::timestamptz as at,
      ${sample.blob}::bytea as blob, ${'alex@example.org'}::citext = email as same, count, tags, stamps, day
      from worker_samples where id = ${sample.id}`;
    const rawWorker = await run(worker.db, raw);
    const rawHere = await here().execute(raw);
    expect(rawWorker.rows).toEqual(rawHere.rows);
    expect(rawWorker.rows[0]).toMatchObject({ same: true, count: 7, day: '2026-02-28' });
    expect(rawWorker.rows[0]?.at).toBe(rawHere.rows[0]?.at);
    expect(rawWorker.fields).toEqual(rawHere.fields);

    const updated = await run(worker.db, sql`update worker_samples set count = count + 1`);
    expect(updated.affectedRows).toBe(1);
  });

  it('commits a transaction', async () => {
    const id = '01900000-0000-7000-8000-000000000002';
    const answer = await worker.db.transaction(async (tx) => {
      await tx.insert(samples).values({ ...sample, id, email: 'commit@example.org' });
      await tx.update(samples).set({ count: 42 }).where(eq(samples.id, id));
      return 'done';
    });
    expect(answer).toBe('done');
    const [row] = await worker.db.select().from(samples).where(eq(samples.id, id));
    expect(row?.count).toBe(42);
  });

  it('rolls a transaction back when it throws, with nested savepoints', async () => {
    const id = '01900000-0000-7000-8000-000000000003';
    const err = await failure(
      worker.db.transaction(async (tx) => {
        await tx.insert(samples).values({ ...sample, id, email: 'rollback@example.org' });
        await tx
          .transaction(async (inner) => {
            await inner.update(samples).set({ count: 1 }).where(eq(samples.id, id));
            throw new Error('the inner step failed');
          })
          .catch(() => {});
        throw new Error('a later step failed');
      }),
    );
    expect(err.message).toBe('a later step failed');
    expect(await worker.db.select().from(samples).where(eq(samples.id, id))).toEqual([]);
  });

  it('makes queries outside an open transaction wait until it ends', async () => {
    const id = '01900000-0000-7000-8000-000000000004';
    const events: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = worker.db.transaction(async (tx) => {
      await tx.insert(samples).values({ ...sample, id, email: 'waiting@example.org' });
      inserted();
      await held;
      events.push('commit');
    });
    await insertDone;
    const outside = worker.db
      .select({ id: samples.id })
      .from(samples)
      .where(eq(samples.id, id))
      .then((rows) => {
        events.push('outside query');
        return rows;
      });
    const secondTransaction = worker.db.transaction(async (tx) => {
      events.push('second transaction');
      return tx.select().from(samples).where(eq(samples.id, id));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    finish();
    await transaction;
    // It ran after the commit: it sees the row (inside the transaction it would have run at
    // once, before the commit).
    expect(await outside).toEqual([{ id }]);
    expect(await secondTransaction).toHaveLength(1);
    expect(events).toEqual(['commit', 'outside query', 'second transaction']);
  });

  it('keeps the thread that answers HTTP free while a query runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    try {
      await worker.db.execute(sql`select pg_sleep(1)`);
    } finally {
      clearInterval(ticker);
    }
    // In this thread PGlite would have held it for the whole second.
    expect(longestGap).toBeLessThan(500);
  });

  it('fails a query with the error PGlite in this thread gives (SQLSTATE on cause.code)', async () => {
    const duplicate = () => ({ ...sample, id: '01900000-0000-7000-8000-000000000005' });
    const fromWorker = await failure(worker.db.insert(samples).values(duplicate()));
    const fromHere = await failure(here().insert(samples).values(duplicate()));
    expect(fromWorker).toBeInstanceOf(DrizzleQueryError);
    expect(sqlState(fromWorker)).toBe('23505');
    const fields = ['code', 'constraint', 'detail', 'table', 'schema', 'severity', 'message'];
    const pick = (cause: Record<string, unknown> | undefined) =>
      Object.fromEntries(fields.map((field) => [field, cause?.[field]]));
    expect(pick(fromWorker.cause)).toEqual(pick(fromHere.cause));
    expect(fromWorker.cause?.constraint).toBe('worker_samples_email_unique');
    expect(describeErrorForLog(fromWorker)).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'worker_samples_email_unique',
    });

    const syntax = await failure(worker.db.execute(sql`select from nowhere at all`));
    expect(sqlState(syntax)).toBe('42601');
    const inTransaction = await failure(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    );
    expect(sqlState(inTransaction)).toBe('22012');
    // The session is usable after the failed transaction was rolled back.
    await worker.ping();
  });

  it('refuses to commit a transaction whose failed statement was caught', async () => {
    const id = '01900000-0000-7000-8000-000000000006';
    const err = await failure(
      worker.db.transaction(async (tx) => {
        await tx.insert(samples).values({ ...sample, id, email: 'caught@example.org' });
        await tx.execute(sql`select 1 / 0`).catch(() => {});
      }),
    );
    expect(err.message).toMatch(/rolled back/);
    expect(await worker.db.select().from(samples).where(eq(samples.id, id))).toEqual([]);
  });

  it('keeps the directory lock in this process: a second opener is refused', async () => {
    const dataDir = newDataDir();
    const first = await openPgliteInWorker(dataDir, { snapshot });
    await expect(openPgliteInWorker(dataDir, { snapshot })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);

  it('fails what waits and what comes when the worker dies, and opens again after', async () => {
    const dataDir = newDataDir();
    const doomed = await openPgliteInWorker(dataDir, { snapshot });
    await doomed.db.execute(sql`create table kept (n int)`);
    await doomed.db.execute(sql`insert into kept values (1)`);
    // One query running in the worker, a transaction sent behind it, one waiting for that.
    // (then() sends each at once: drizzle's queries start when awaited.)
    const outcome = (query: PromiseLike<unknown>) =>
      query.then(
        () => new Error('it answered'),
        (err: Error & { cause?: unknown }) => err,
      );
    const running = outcome(doomed.db.execute(sql`select pg_sleep(30)`));
    const open = outcome(
      doomed.db.transaction((tx) => tx.execute(sql`insert into kept values (2)`)),
    );
    const waiting = outcome(doomed.db.execute(sql`select n from kept`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await doomed.client.worker.terminate();

    const gone = (err: Error & { cause?: unknown }) =>
      err instanceof PgliteWorkerGoneError || err.cause instanceof PgliteWorkerGoneError;
    expect(await doomed.stopped).toBeInstanceOf(PgliteWorkerGoneError);
    expect(gone(await running)).toBe(true);
    expect(gone(await open)).toBe(true);
    expect(gone(await waiting)).toBe(true);
    expect((await failure(doomed.ping())).cause?.message).toMatch(
      /The embedded database stopped \(its worker exited with code \d+\)/,
    );
    await doomed.close();

    const again = await openPgliteInWorker(dataDir, { snapshot });
    expect((await run(again.db, sql`select n from kept`)).rows).toEqual([{ n: 1 }]);
    await again.close();
  }, 60_000);
});

describe('the snapshot a first start unpacks', () => {
  it('runs the migrations made after it at start', async () => {
    // A snapshot made before the latest migration, as an older build's would be.
    const older = path.join(scratch, 'older-migrations');
    cpSync(migrationsDir, older, { recursive: true });
    const journalFile = path.join(older, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const latest = journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    const olderSnapshot = path.join(scratch, 'older.tar.gz');
    await makePgliteSnapshot(olderSnapshot, older);

    const database = await openPgliteInWorker(newDataDir(), { snapshot: olderSnapshot });
    try {
      const applied = async () =>
        (await run(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
          .rows[0]?.n;
      expect(await applied()).toBe(journal.entries.length);
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length + 1);
      expect(latest).toBeDefined();
    } finally {
      await database.close();
    }
  }, 180_000);

  it('is unpacked only where there is no database yet, never over one', async () => {
    const dataDir = newDataDir();
    // A start that stopped while unpacking left its staging folder; the next one starts over.
    mkdirSync(`${dataDir}.unpacking/base`, { recursive: true });
    expect(restoreSnapshot(snapshot, dataDir)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    writeFileSync(path.join(dataDir, 'marker'), 'mine');
    expect(restoreSnapshot(snapshot, dataDir)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'marker'), 'utf8')).toBe('mine');
  });

  it('opens with initdb when there is no snapshot (running from the sources)', async () => {
    const database = await openPgliteInWorker(newDataDir(), { snapshot: undefined });
    try {
      await database.migrate();
      const tables = await run(
        database.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'jobs'`,
      );
      expect(tables.rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
