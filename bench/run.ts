// `npm run bench`: load the production server (the built app) on both databases, the embedded
// one (PGlite) and PostgreSQL, beside two baselines, interleaved in one run, and write what it
// measured to bench/results/<date>-<commit>.json and .md. Ratios, not absolute numbers,
// compare across machines and across a busy moment of a shared machine.
//
// Baselines: `bare` answers the same routes with constant bodies (no database, no plugins);
// `bare-db` is a bare Fastify route reading one user row by primary key through the app's own
// database code, on PGlite and on PostgreSQL (bare-db-server.ts).
//
// Parts of one run (each repeated BENCH_REPEAT times, interleaved: every target of a route in
// turn, in reverse order on every other repetition, so a busy moment hits all alike):
// 1. Throughput: each route as fast as BENCH_CONNECTIONS connections go; req/s, p50, p99.
// 2. Fixed rate: the signed-in routes at BENCH_RATE req/s at a steady pace (steady-load.ts) on
//    PostgreSQL; p50 and p99.
// 3. Sign-in flood: /healthz and user_info at BENCH_FLOOD_RATE req/s alone, then while
//    BENCH_FLOOD_SIGN_INS sign-ins run at once without pause (from a process of their own,
//    sign-in-flood.ts); p99 of both and their ratio.
// 4. Race: BENCH_RACE_ATTEMPTS bookings of one time at once on each database (race.ts);
//    exactly one may succeed.
// 5. Start: the built server on the embedded database with demo data, a first start and one on
//    the same data, timed to the first /healthz 200, with its idle memory (start-time.ts);
//    before any load, alone on the machine.
// 6. Directory (not in the default parts): search p50 and p95 over 100,000 generated listings
//    on PostgreSQL, fewer on PGlite (directory-data.ts), once, on databases of its own.
//
// BENCH_BEFORE=<another built checkout> adds that checkout's server (on both databases) as a
// further target, so a change is compared with what came before it in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { commitLabel } from './commit';
import { type CpuPerRequest, startCpuMeter } from './cpu-time';
import { demoAccounts, type Who } from './demo-accounts';
import { type DirectoryBenchResult, directoryMarkdown, runDirectoryBench } from './directory-data';
import { bookMonthOfSessions } from './month-of-sessions';
import { type OneAtATimeRow, oneAtATime, oneAtATimeMarkdown } from './one-at-a-time';
import { appServerEnv, freePort, startServer, stop } from './processes';
import { type RaceResult, raceForOneSlot, raceMarkdown } from './race';
import { measureStarts, type StartResult, startMarkdown } from './start-time';
import { median, range, type Spread, spread } from './stats';
import { steadyLoad } from './steady-load';

const env = process.env;
const settings = {
  duration: Number(env.BENCH_DURATION ?? 10),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  repetitions: Number(env.BENCH_REPEAT ?? 3),
  rate: Number(env.BENCH_RATE ?? 500),
  floodRate: Number(env.BENCH_FLOOD_RATE ?? 200),
  floodConnections: Number(env.BENCH_FLOOD_CONNECTIONS ?? 10),
  floodSignIns: Number(env.BENCH_FLOOD_SIGN_INS ?? 8),
  raceAttempts: Number(env.BENCH_RACE_ATTEMPTS ?? 1000),
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  databases: (env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Db[],
  parts: (env.BENCH_PARTS ?? 'start,throughput,single,rate,flood,race').split(','),
  /** Route names starting with one of these (separated by ';'); all routes when unset. */
  routes: env.BENCH_ROUTES?.split(';'),
};
const before = env.BENCH_BEFORE ? path.resolve(env.BENCH_BEFORE) : undefined;
/** A PostgreSQL role that may create databases; the bench makes one per server and drops it. */
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');

type Db = 'pglite' | 'postgres';
/**
 * Routes under load. A signed-in route runs with a fresh session of the demo account named by
 * `as`, so it measures the guard (cookie, session row, user) too. GET /access is for
 * professionals only (a member gets 403), so it runs with the professional's session.
 */
type Route = {
  name: string;
  /** `{professional}` stands for the demo professional's id; `{today}` and `{in59days}` for dates. */
  path: string;
  as?: Who;
  /** Scheduling's routes are newer than the `before` checkout of issue 12, which has none. */
  scheduling?: true;
  /**
   * The route's own baseline on the bare-db server (scheduling-baselines.ts): the same rows
   * and work without our request path; measured on PostgreSQL, where both read one database.
   */
  baseline?: string;
};

const allRoutes: Route[] = [
  { name: '/healthz', path: '/healthz' },
  { name: '/readyz', path: '/readyz' },
  { name: 'user_info (member)', path: '/api/users/v1/user_info', as: 'member' },
  { name: 'user_info (professional)', path: '/api/users/v1/user_info', as: 'professional' },
  { name: 'access (professional)', path: '/api/users/v1/access', as: 'professional' },
  // The member's own profile: sealed fields are opened on every read.
  { name: 'member profile', path: '/api/users/v1/patient/', as: 'member' },
  // Public: the slot engine over 60 days of the demo professional's hours, sessions and types.
  {
    name: 'free time, 60 days',
    path: '/api/scheduler/v1/timeslots/{professional}?from={today}&to={in59days}',
    scheduling: true,
    baseline: '/free-time/{professional}?from={today}&to={in59days}',
  },
  // The calendar's month: 200 sessions the bench books (month-of-sessions.ts).
  {
    name: 'sessions (professional)',
    path: '/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime={todayStart}&newest_datetime={in31daysStart}&limit=200',
    as: 'professional',
    scheduling: true,
    baseline: '/sessions/{professional}?oldest={todayStart}&newest={in31daysStart}&limit=200',
  },
];
const routes = allRoutes.filter(
  (route) => !settings.routes || settings.routes.some((prefix) => route.name.startsWith(prefix)),
);
const signedInRoutes = routes.filter((route) => route.as);
const floodRoutes = routes.filter((r) => r.name === '/healthz' || r.name === 'user_info (member)');

type Server = {
  /** orchid, before, bare or bare-db */
  name: string;
  db: Db | undefined;
  port: number;
  child: ChildProcess;
  /** The PostgreSQL database the server runs on. */
  databaseUrl?: string;
  cleanup: () => Promise<void>;
};
const label = (s: Server) => (s.db ? `${s.name} (${s.db})` : s.name);

/** A database of its own on PostgreSQL, dropped again by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `orchid_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The production server of a built checkout, on a fresh database of the given kind. */
async function startApp(name: string, checkout: string, db: Db): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-'));
  const postgres = db === 'postgres' ? await createPostgresDatabase() : undefined;
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    const child = await startServer(
      checkout,
      ['apps/server/dist/main.js'],
      port,
      appServerEnv({ port, dataDir, databaseUrl: postgres?.url, logLevel: settings.logLevel }),
    );
    return { name, db, port, child, cleanup, ...(postgres ? { databaseUrl: postgres.url } : {}) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** The second baseline on `db`: on PostgreSQL, on the database of the server under test. */
async function startBareDb(db: Db, databaseUrl: string | undefined): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-bare-'));
  const child = await startServer(
    root,
    ['--import', 'tsx', 'bench/bare-db-server.ts', String(port), databaseUrl ?? dataDir],
    port,
    process.env,
  );
  return {
    name: 'bare-db',
    db,
    port,
    child,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Signs in and answers the Cookie header of the new session. */
async function signIn(port: number, who: Who): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login/v1/initiate_auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(demoAccounts[who]),
  });
  if (!res.ok) throw new Error(`sign-in (${who}) for the benchmark failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The demo professional's id on a server (read once with their session). */
const professionalIds = new Map<number, Promise<string>>();
function professionalId(port: number) {
  let id = professionalIds.get(port);
  if (!id) {
    id = signIn(port, 'professional').then(async (cookie) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/users/v1/user_info`, {
        headers: { cookie },
      });
      return ((await res.json()) as { sub: string }).sub;
    });
    professionalIds.set(port, id);
  }
  return id;
}

/** The port of the PostgreSQL app whose database the bare-db baselines read. */
let baselineAppPort: number | undefined;

/** A route's path with its placeholders filled in for a server. */
async function pathFor(route: Route, server: Server) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const onBareDb = server.name === 'bare-db';
  if (onBareDb && !route.baseline) return '/user';
  let path = (onBareDb ? (route.baseline ?? '') : route.path)
    .replace('{today}', day(0))
    .replace('{in59days}', day(59))
    .replace('{todayStart}', `${day(0)}T00:00:00.000Z`)
    .replace('{in31daysStart}', `${day(31)}T00:00:00.000Z`);
  if (path.includes('{professional}')) {
    const isApp = server.name === 'orchid' || server.name === 'before';
    const port = isApp ? server.port : onBareDb ? baselineAppPort : undefined;
    path = path.replace('{professional}', port ? await professionalId(port) : 'demo');
  }
  return path;
}

type Measure = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and time-outs plus answers other than 2xx. */
  errors: number;
} & Partial<CpuPerRequest>;

/** As many requests as `connections` take, or `rate` a second at a steady pace. */
type LoadOptions = { connections: number; rate?: number };

async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  server?: Server,
): Promise<Measure> {
  const { connections, rate } = options;
  // Warm-up: PGlite (WebAssembly) and V8 need a few seconds to reach their steady speed.
  if (rate) {
    if (settings.warmup > 0)
      await steadyLoad(url, headers, { rate, connections, seconds: settings.warmup });
    return steadyLoad(url, headers, { rate, connections, seconds: settings.duration });
  }
  if (settings.warmup > 0)
    await autocannon({ url, headers, connections, duration: settings.warmup });
  // CPU time counted over the measured seconds only (not the warm-up).
  const cpu = server && startCpuMeter(server.child.pid, server.db === 'postgres');
  const result = await autocannon({ url, headers, connections, duration: settings.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    ...cpu?.(result.requests.total),
  };
}

/**
 * Sign-ins without pause from `count` clients at once for `seconds`, in a process of its own
 * (sign-in-flood.ts): in this one, its loops would delay the load's own timings.
 */
function signInFlood(port: number, count: number, seconds: number) {
  return new Promise<{ signIns: number; failures: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sign-in-flood.ts', String(port), String(count), String(seconds)],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out));
      else reject(new Error(`sign-in-flood.ts exited with ${code}`));
    });
  });
}

type Run = Measure & {
  part: 'throughput' | 'rate' | 'flood';
  repetition: number;
  route: string;
  target: string;
  /** For the flood: 'alone' or 'during sign-ins'. */
  condition?: string;
  signInsPerSecond?: number;
};

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const servers: Server[] = [];
  const runs: Run[] = [];
  const races: RaceResult[] = [];
  const single: (OneAtATimeRow & { repetition: number })[] = [];
  let directory: DirectoryBenchResult[] = [];
  let starts: StartResult[] = [];
  // A run stopped by hand still stops its servers and drops its databases.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      console.error(`${signal}: stopping the servers`);
      for (const server of servers.reverse()) {
        await stop(server.child);
        await server.cleanup().catch(() => {});
      }
      process.exit(130);
    });
  }
  // The directory part needs no server: it runs first, alone on the machine.
  if (settings.parts.includes('directory')) {
    directory = await runDirectoryBench(settings.databases, adminUrl);
  }
  if (settings.parts.includes('start')) {
    const targets = [{ name: 'orchid', checkout: root }];
    if (before) targets.push({ name: 'before', checkout: before });
    starts = await measureStarts(targets, settings.repetitions, settings.logLevel);
  }
  const serverParts = settings.parts.filter((part) => part !== 'directory' && part !== 'start');
  if (serverParts.length > 0)
    try {
      // Start everything at once: the embedded database's first start is the slow part.
      const apps = await Promise.all(
        settings.databases.flatMap((db) => [
          startApp('orchid', root, db),
          ...(before ? [startApp('before', before, db)] : []),
        ]),
      );
      servers.push(...apps);
      const barePort = await freePort();
      const bare: Server = {
        name: 'bare',
        db: undefined,
        port: barePort,
        child: await startServer(
          root,
          ['--import', 'tsx', 'bench/bare-server.ts', String(barePort)],
          barePort,
          process.env,
        ),
        cleanup: async () => {},
      };
      servers.push(bare);
      const bareDbs = await Promise.all(
        settings.databases.map((db) =>
          startBareDb(db, apps.find((a) => a.name === 'orchid' && a.db === db)?.databaseUrl),
        ),
      );
      servers.push(...bareDbs);
      baselineAppPort = apps.find((a) => a.name === 'orchid' && a.db === 'postgres')?.port;
      for (const app of apps.filter((a) => a.name === 'orchid')) {
        const member = await signIn(app.port, 'member');
        const info = await fetch(`http://127.0.0.1:${app.port}/api/users/v1/user_info`, {
          headers: { cookie: member },
        });
        const clientId = ((await info.json()) as { sub: string }).sub;
        await bookMonthOfSessions(app.port, await signIn(app.port, 'professional'), clientId);
      }

      const measure = async (
        part: Run['part'],
        repetition: number,
        route: Route,
        server: Server,
        options: LoadOptions,
        condition?: string,
      ) => {
        const isApp = server.name === 'orchid' || server.name === 'before';
        const cookie = isApp && route.as ? await signIn(server.port, route.as) : undefined;
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const path = await pathFor(route, server);
        const url = `http://127.0.0.1:${server.port}${path}`;
        const result = await load(url, headers, options, server);
        const run: Run = { part, repetition, route: route.name, target: label(server), ...result };
        if (condition) run.condition = condition;
        runs.push(run);
        console.error(
          `  ${part} #${repetition + 1} ${route.name} ${run.target}${condition ? ` ${condition}` : ''}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms${result.errors ? `, ${result.errors} errors` : ''}`,
        );
        return run;
      };
      const userRow = { name: 'user row by id', path: '/user' };
      const inTurn = <T>(items: T[], repetition: number) =>
        repetition % 2 ? [...items].reverse() : items;

      for (let rep = 0; rep < settings.repetitions; rep++) {
        if (settings.parts.includes('throughput')) {
          const full = { connections: settings.connections };
          for (const route of routes) {
            const targets = route.scheduling ? apps.filter((a) => a.name !== 'before') : apps;
            const ownBaseline = route.baseline ? bareDbs.filter((s) => s.db === 'postgres') : [];
            for (const server of inTurn([...targets, ...ownBaseline, bare], rep)) {
              await measure('throughput', rep, route, server, full);
            }
          }
          for (const server of inTurn(bareDbs, rep)) {
            await measure('throughput', rep, userRow, server, full);
          }
        }

        if (settings.parts.includes('single')) {
          for (const route of routes.filter((r) => r.baseline)) {
            const ownBaseline = bareDbs.filter((s) => s.db === 'postgres');
            const targets = [...apps.filter((a) => a.name === 'orchid'), ...ownBaseline];
            for (const server of inTurn(targets, rep)) {
              const isApp = server.name === 'orchid';
              const cookie = isApp && route.as ? await signIn(server.port, route.as) : undefined;
              const url = `http://127.0.0.1:${server.port}${await pathFor(route, server)}`;
              const took = await oneAtATime(url, cookie ? { cookie } : {});
              const p = (ms: number) => ({ min: ms, median: ms, max: ms });
              single.push({
                route: route.name,
                target: label(server),
                repetition: rep,
                p50: p(took.p50),
                p95: p(took.p95),
              });
              console.error(
                `  single #${rep + 1} ${route.name} ${label(server)}: p50 ${took.p50} ms, p95 ${took.p95} ms`,
              );
            }
          }
        }

        if (settings.parts.includes('rate') && settings.databases.includes('postgres')) {
          const fixed = { connections: settings.connections, rate: settings.rate };
          const onPostgres = apps.filter((a) => a.db === 'postgres');
          for (const route of signedInRoutes.filter(
            (r) => r.name !== 'member profile' && !r.scheduling,
          )) {
            for (const server of inTurn(onPostgres, rep)) {
              await measure('rate', rep, route, server, fixed);
            }
          }
          for (const server of bareDbs.filter((s) => s.db === 'postgres')) {
            await measure('rate', rep, userRow, server, fixed);
          }
        }

        if (settings.parts.includes('flood')) {
          const options = {
            connections: settings.floodConnections,
            rate: settings.floodRate,
          };
          for (const server of inTurn(apps, rep)) {
            for (const route of floodRoutes) {
              await measure('flood', rep, route, server, options, 'alone');
              // The flood reaches its pace during the load's warm-up, and lasts as long as it.
              const seconds = settings.warmup + settings.duration;
              const flood = signInFlood(server.port, settings.floodSignIns, seconds);
              const run = await measure('flood', rep, route, server, options, 'during sign-ins');
              const { signIns } = await flood;
              run.signInsPerSecond = signIns / seconds;
            }
          }
        }

        if (settings.parts.includes('race')) {
          for (const server of inTurn(
            apps.filter((a) => a.name === 'orchid'),
            rep,
          )) {
            const memberCookie = await signIn(server.port, 'member');
            const member = await fetch(`http://127.0.0.1:${server.port}/api/users/v1/user_info`, {
              headers: { cookie: memberCookie },
            });
            const raced = await raceForOneSlot({
              port: server.port,
              professionalCookie: await signIn(server.port, 'professional'),
              clientId: ((await member.json()) as { sub: string }).sub,
              attempts: settings.raceAttempts,
              // A day of its own each time, so no repetition meets an earlier one's session.
              daysAhead: 30 + rep,
            });
            races.push({ target: label(server), repetition: rep, ...raced });
            console.error(
              `  race #${rep + 1} ${label(server)}: ${raced.booked} booked, ${raced.refused} refused, ${raced.other} other, ${raced.sessionsAtTheTime} at the time, ${Math.round(raced.ms)} ms`,
            );
          }
        }
      }
    } finally {
      for (const server of servers.reverse()) {
        await stop(server.child);
        await server.cleanup();
      }
    }

  const finishedAt = new Date();
  const report = summarise(runs);
  const singleRows = oneAtATimeSummary(single);
  const meta = {
    commit: commitLabel(),
    before: before ?? null,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: loadBefore.map((l) => Number(l.toFixed(2))),
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      node: process.version,
    },
    settings,
  };
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${startedAt.toISOString().slice(0, 10)}-${meta.commit}`);
  writeFileSync(
    `${base}.json`,
    `${JSON.stringify({ meta, summary: { ...report.summary, oneAtATime: singleRows }, runs, single, races, starts, directory }, null, 2)}\n`,
  );
  const markdown =
    report.markdown(meta) +
    oneAtATimeMarkdown(singleRows) +
    startMarkdown(starts) +
    raceMarkdown(races) +
    (directory.length ? directoryMarkdown(directory) : '');
  writeFileSync(`${base}.md`, markdown);
  console.log(markdown);
  console.log(`Written: ${path.relative(root, base)}.json and .md`);
}

/** The medians of each route and target's one-at-a-time repetitions, with their spread. */
function oneAtATimeSummary(runs: (OneAtATimeRow & { repetition: number })[]): OneAtATimeRow[] {
  const groups = new Map<string, OneAtATimeRow[]>();
  for (const run of runs) {
    const key = `${run.route}|${run.target}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((g) => ({
    route: g[0]?.route ?? '',
    target: g[0]?.target ?? '',
    p50: spread(g.map((r) => r.p50.median)),
    p95: spread(g.map((r) => r.p95.median)),
  }));
}

type Row = {
  route: string;
  target: string;
  condition?: string;
  rps: Spread;
  p50: Spread;
  p99: Spread;
  errors: number;
  signInsPerSecond?: number;
  /** Medians of the CPU time per request (cpu-time.ts), when measured. */
  serverUs?: number;
  dbUs?: number;
};

function summarise(runs: Run[]) {
  const groups = new Map<string, Run[]>();
  for (const run of runs) {
    const key = [run.part, run.route, run.target, run.condition ?? ''].join('|');
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const rows = (part: Run['part']): Row[] =>
    [...groups.values()]
      .filter((g) => g[0]?.part === part)
      .map((g) => {
        const first = g[0] as Run;
        const row: Row = {
          route: first.route,
          target: first.target,
          rps: spread(g.map((r) => r.rps)),
          p50: spread(g.map((r) => r.p50)),
          p99: spread(g.map((r) => r.p99)),
          errors: g.reduce((sum, r) => sum + r.errors, 0),
        };
        if (first.condition) row.condition = first.condition;
        for (const key of ['serverUs', 'dbUs'] as const) {
          const values = g.flatMap((r) => (typeof r[key] === 'number' ? [r[key]] : []));
          if (values.length > 0) row[key] = median(values);
        }
        if (first.signInsPerSecond !== undefined) {
          row.signInsPerSecond = median(g.map((r) => r.signInsPerSecond ?? 0));
        }
        return row;
      });
  const throughput = rows('throughput');
  const rate = rows('rate');
  const flood = rows('flood');
  const find = (list: Row[], route: string, target: string, condition?: string) =>
    list.find((r) => r.route === route && r.target === target && r.condition === condition);

  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || b === 0 ? null : Number((a / b).toFixed(2));
  const throughputRows = throughput
    .filter((r) => r.target.startsWith('orchid') || r.target.startsWith('before'))
    .map((r) => {
      const db = r.target.includes('postgres') ? 'postgres' : 'pglite';
      const bare = find(throughput, r.route, 'bare');
      const bareDb = find(throughput, 'user row by id', `bare-db (${db})`);
      const own = find(throughput, r.route, `bare-db (${db})`);
      const then = r.target.startsWith('orchid')
        ? find(throughput, r.route, r.target.replace('orchid', 'before'))
        : undefined;
      return {
        ...r,
        rpsVsBare: ratio(r.rps.median, bare?.rps.median),
        rpsVsBareDb: ratio(r.rps.median, bareDb?.rps.median),
        rpsVsOwnBaseline: ratio(r.rps.median, own?.rps.median),
        p99VsBareDb: ratio(r.p99.median, Math.max(bareDb?.p99.median ?? 0, 1)),
        ...(then
          ? {
              rpsVsBefore: ratio(r.rps.median, then.rps.median),
              p99VsBefore: ratio(r.p99.median, Math.max(then.p99.median, 1)),
            }
          : {}),
      };
    });
  const floodRows = flood
    .filter((r) => r.condition === 'during sign-ins')
    .map((r) => {
      const alone = find(flood, r.route, r.target, 'alone');
      return {
        route: r.route,
        target: r.target,
        p99Alone: alone?.p99 ?? null,
        p99DuringSignIns: r.p99,
        p99Ratio: ratio(r.p99.median, Math.max(alone?.p99.median ?? 0, 1)),
        errors: r.errors + (alone?.errors ?? 0),
        signInsPerSecond: r.signInsPerSecond ?? null,
      };
    });
  const baselines = throughput.filter((r) => r.target.startsWith('bare'));
  const summary = { throughput: throughputRows, baselines, rate, flood: floodRows };

  const markdown = (meta: {
    commit: string;
    startedAt: string;
    machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
    settings: typeof settings;
    before: string | null;
  }) => {
    const s = meta.settings;
    const lines = [
      `# Bench ${meta.startedAt.slice(0, 10)}, commit ${meta.commit}`,
      '',
      `${meta.machine.cpus} cores, load average ${meta.machine.loadAverageAtStart.join(' / ')} at the start and ${meta.machine.loadAverageAtEnd.join(' / ')} at the end. ` +
        `${s.repetitions} interleaved repetitions of ${s.duration} s (after ${s.warmup} s of warm-up) each; ` +
        `median (min–max) of the repetitions. Production server, LOG_LEVEL=${s.logLevel}.` +
        (meta.before ? ` Before: ${meta.before}.` : ''),
      '',
      `## Throughput (${s.connections} connections)`,
      '',
      'vs bare: req/s over the constant-body route of the bare server; vs bare-db: req/s over the bare route that reads one user row on the same database; ' +
        'vs own baseline: req/s over a bare route reading the same rows (and, for free time, running the same engine) on PostgreSQL (scheduling-baselines.ts). ' +
        "server µs and db µs: CPU time per request of the server's process (PGlite's included) and of PostgreSQL's processes, medians (cpu-time.ts).",
      '',
      '| route | target | req/s | p50 ms | p99 ms | vs bare | vs bare-db | vs own baseline | p99 vs bare-db | server µs | db µs | errors |' +
        (meta.before ? ' req/s vs before | p99 vs before |' : ''),
      '|---|---|---|---|---|---|---|---|---|---|---|---|' + (meta.before ? '---|---|' : ''),
      ...throughputRows.map(
        (r) =>
          `| ${r.route} | ${r.target} | ${range(r.rps)} | ${range(r.p50)} | ${range(r.p99)} | ${r.rpsVsBare ?? '–'} | ${r.rpsVsBareDb ?? '–'} | ${r.rpsVsOwnBaseline ?? '–'} | ${r.p99VsBareDb ?? '–'} | ${r.serverUs ?? '–'} | ${r.dbUs ?? '–'} | ${r.errors} |` +
          (meta.before
            ? ` ${'rpsVsBefore' in r ? r.rpsVsBefore : '–'} | ${'p99VsBefore' in r ? r.p99VsBefore : '–'} |`
            : ''),
      ),
      '',
      '### Baselines',
      '',
      '| route | target | req/s | p50 ms | p99 ms | server µs | db µs | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...baselines.map(
        (r) =>
          `| ${r.route} | ${r.target} | ${range(r.rps)} | ${range(r.p50)} | ${range(r.p99)} | ${r.serverUs ?? '–'} | ${r.dbUs ?? '–'} | ${r.errors} |`,
      ),
      '',
    ];
    if (rate.length > 0) {
      lines.push(
        `## Fixed rate on PostgreSQL (${s.rate} req/s in all, ${s.connections} connections)`,
        '',
        '| route | target | req/s reached | p50 ms | p99 ms | errors |',
        '|---|---|---|---|---|---|',
        ...rate.map(
          (r) =>
            `| ${r.route} | ${r.target} | ${range(r.rps)} | ${range(r.p50)} | ${range(r.p99)} | ${r.errors} |`,
        ),
        '',
      );
    }
    if (floodRows.length > 0) {
      lines.push(
        `## Sign-in flood (${s.floodSignIns} sign-ins at once; load of ${s.floodRate} req/s, ${s.floodConnections} connections)`,
        '',
        '| route | target | p99 ms alone | p99 ms during sign-ins | ratio | sign-ins/s | errors |',
        '|---|---|---|---|---|---|---|',
        ...floodRows.map(
          (r) =>
            `| ${r.route} | ${r.target} | ${r.p99Alone ? range(r.p99Alone) : '–'} | ${range(r.p99DuringSignIns)} | ${r.p99Ratio ?? '–'} | ${r.signInsPerSecond?.toFixed(1) ?? '–'} | ${r.errors} |`,
        ),
        '',
      );
    }
    return `${lines.join('\n')}\n`;
  };
  return { summary, markdown };
}

await main();
