import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { appContexts, buildApp } from '../app';
import { type Config, parseConfig } from '../config';
import type { AccountsContext } from '../modules/accounts/context';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createTestDatabase } from './test-database';

/** A clock that stands still until a test moves it. */
export type TestClock = Clock & { set(date: Date): void; advance(ms: number): void };

export function createTestClock(start = new Date('2026-11-22T12:00:00Z')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Config as the app would read it from this environment (all values are strings). */
export function testConfig(env: Record<string, string> = {}): Config {
  return {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DEMO_DATA: 'false', ...env }),
    appSecret: 'test-secret-test-secret-test-secret-0123',
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** The accounts services on the app's database and clock, for arranging what HTTP cannot. */
  accounts: AccountsContext;
  database: Database;
  clock: TestClock;
  /** Every log line the app wrote, as text. */
  logs: string[];
  close(): Promise<void>;
};

type TestAppOptions = {
  env?: Record<string, string>;
  webDir?: string;
  /** Reuse a database (several apps on one database); otherwise a fresh one is made. */
  database?: Database;
};

/** buildApp on a fresh database, with a test clock and captured logs. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    clock,
    logStream,
    webDir: options.webDir ?? '/nonexistent-web-dist',
  });
  const { accounts } = appContexts({
    config,
    db: database.db,
    clock,
    mailer: app.mailer,
    jobs: app.jobs,
  });
  await accounts.vault.currentKeyId();
  return {
    app,
    accounts,
    database,
    clock,
    logs,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
