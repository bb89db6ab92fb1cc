// `npx tsx bench/crash-restart.ts`: how soon the built server is back after kill -9, on the
// embedded database and on PostgreSQL. Each round starts the server on its data (demo data,
// as `npm start`), lets it run (and write: the demo's jobs, a few sign-ins) for a few seconds,
// kills it with SIGKILL and times the next start to its first /healthz 200; the median of
// CRASH_ROUNDS rounds per database, interleaved, beside a start after a clean stop (SIGTERM)
// of the same data. Writes nothing; prints a table.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoAccounts } from './demo-accounts';
import { appServerEnv, freePort, startServer, stop } from './processes';
import { range, spread } from './stats';

const rounds = Number(process.env.CRASH_ROUNDS ?? 5);
const runSeconds = Number(process.env.CRASH_RUN_SECONDS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');

async function withAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Starts the server on `where`, timed to its first /healthz 200. */
async function timedStart(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const began = performance.now();
  const child = await startServer(
    root,
    ['apps/server/dist/main.js'],
    port,
    appServerEnv({ port, dataDir, databaseUrl, logLevel: 'warn' }),
    20,
  );
  return { child, port, ms: Math.round(performance.now() - began) };
}

/** Some writes while it runs, as a live server has: sign-ins (sessions, audit rows). */
async function work(port: number) {
  const until = Date.now() + runSeconds * 1000;
  while (Date.now() < until) {
    await fetch(`http://127.0.0.1:${port}/api/login/v1/initiate_auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(demoAccounts.member),
    }).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  }
}

type Db = 'pglite' | 'postgres';
const restarts: Record<Db, number[]> = { pglite: [], postgres: [] };
/** The same start after a clean stop (SIGTERM): what a start costs without any recovery. */
const cleanStarts: Record<Db, number[]> = { pglite: [], postgres: [] };
const dirs: string[] = [];
let database: string | undefined;
try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-crash-'));
  dirs.push(dataDir);
  database = `orchid_crash_${randomBytes(4).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const targets: { db: Db; dataDir: string; url: string | undefined }[] = [
    { db: 'pglite', dataDir, url: undefined },
    {
      db: 'postgres',
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'orchid-crash-pg-')),
      url: url.toString(),
    },
  ];
  dirs.push(targets[1]?.dataDir ?? '');
  // The first start of each makes its database and demo data: not timed.
  for (const target of targets) {
    const first = await timedStart(target.dataDir, target.url);
    await stop(first.child);
  }
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 ? [...targets].reverse() : targets) {
      const running = await timedStart(target.dataDir, target.url);
      await work(running.port);
      running.child.kill('SIGKILL');
      await new Promise((resolve) => running.child.once('exit', resolve));
      const back = await timedStart(target.dataDir, target.url);
      restarts[target.db].push(back.ms);
      await work(back.port);
      await stop(back.child);
      const clean = await timedStart(target.dataDir, target.url);
      cleanStarts[target.db].push(clean.ms);
      console.error(
        `  round ${round + 1} ${target.db}: back in ${back.ms} ms after kill -9, ${clean.ms} ms after a clean stop`,
      );
      await stop(clean.child);
    }
  }
} finally {
  for (const dir of dirs) if (dir) rmSync(dir, { recursive: true, force: true });
  if (database) await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

console.log(
  `# Back after kill -9 (${rounds} rounds, ${runSeconds} s of sign-ins before each kill)\n`,
);
console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} at the end.\n`,
);
console.log('| database | ms to the first /healthz 200, median (min–max) |');
console.log('|---|---|');
for (const db of ['pglite', 'postgres'] as const)
  console.log(`| ${db} | ${range(spread(restarts[db]))} |`);
