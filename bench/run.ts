// `npm run bench`: load each benchmarked route of the production server (the built app on a
// fresh embedded database) and of a bare Fastify server, interleaved in the same run, and print
// requests/s, p99 latency and their ratio. Ratios, not absolute numbers, compare across machines
// and across a busy moment of a shared machine.
//
// BENCH_BEFORE=<another built checkout> adds that checkout's server as a third target, loaded
// in turn with the other two, so a change is compared with what came before it in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Routes under load. Add a route here when it matters for speed. A signed-in route runs with
 * the demo member's session, so it measures the guard (cookie, session row, user) too.
 */
const routes = [
  { path: '/readyz', signedIn: false },
  { path: '/healthz', signedIn: false },
  { path: '/api/users/v1/user_info', signedIn: true },
  // The member's own profile: sealed fields are opened on every read.
  { path: '/api/users/v1/patient/', signedIn: true },
];
const demoMember = { username_or_email: 'demo.member@example.com', password: 'Demo-Member-2026' };

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const repetitions = Number(process.env.BENCH_REPEAT ?? 3);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts a server process and resolves once it answers GET /healthz. */
async function startServer(cwd: string, args: string[], port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`))),
  );
  const answers = async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.race([answers(), exited]);
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

type Result = { rps: number; p99: number; errors: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  // Warm-up: PGlite (WebAssembly) and V8 need a few seconds to reach their steady speed.
  await autocannon({ url, connections, duration: 3, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Signs in as the demo member and answers the Cookie header of that session. */
async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login/v1/initiate_auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(demoMember),
  });
  if (!res.ok) throw new Error(`sign-in for the benchmark failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Target = {
  name: string;
  port: number;
  child: ChildProcess;
  dataDir?: string;
  cookie?: string;
};

/** The production server of a built checkout on a fresh embedded database. */
async function startOrchid(name: string, checkout: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-bench-'));
  const port = await freePort();
  const child = await startServer(checkout, ['apps/server/dist/main.js'], port, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATABASE_URL: '',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  return { name, port, child, dataDir, cookie: await signIn(port) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

async function main() {
  const barePort = await freePort();
  const targets: Target[] = [await startOrchid('orchid', root)];
  if (before) targets.push(await startOrchid('before', before));
  targets.push({
    name: 'bare',
    port: barePort,
    child: await startServer(
      root,
      ['--import', 'tsx', 'bench/bare-server.ts', String(barePort)],
      barePort,
      {},
    ),
  });

  // results[route][target] = one Result per repetition
  const results = new Map<string, Map<string, Result[]>>();
  try {
    for (let rep = 0; rep < repetitions; rep++) {
      for (const { path: route, signedIn } of routes) {
        // Interleaved: each target in turn for the same route, so a busy moment hits all.
        const order = rep % 2 ? [...targets].reverse() : targets;
        for (const target of order) {
          const headers: Record<string, string> =
            signedIn && target.cookie ? { cookie: target.cookie } : {};
          const result = await load(`http://127.0.0.1:${target.port}${route}`, headers);
          const byTarget = results.get(route) ?? new Map<string, Result[]>();
          byTarget.set(target.name, [...(byTarget.get(target.name) ?? []), result]);
          results.set(route, byTarget);
        }
      }
    }
  } finally {
    for (const target of targets) {
      await stop(target.child);
      if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
    }
  }

  console.log(
    `\n${connections} connections, ${duration} s per load, ${repetitions} interleaved repetitions (medians); production server with LOG_LEVEL=${logLevel}, embedded database.\n`,
  );
  const medianOf = (route: string, target: string) => {
    const runs = results.get(route)?.get(target) ?? [];
    return {
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
      minRps: Math.min(...runs.map((r) => r.rps)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  console.table(
    routes.map(({ path: route }) => {
      const orchid = medianOf(route, 'orchid');
      const bare = medianOf(route, 'bare');
      const row: Record<string, string | number> = {
        route,
        'req/s': Math.round(orchid.rps),
        'min req/s': Math.round(orchid.minRps),
        'p99 ms': orchid.p99,
        'bare req/s': Math.round(bare.rps),
        'req/s vs bare': (orchid.rps / bare.rps).toFixed(2),
        'p99 vs bare': (orchid.p99 / Math.max(bare.p99, 1)).toFixed(2),
      };
      if (before) {
        const then = medianOf(route, 'before');
        row['before req/s'] = Math.round(then.rps);
        row['req/s vs before'] = (orchid.rps / then.rps).toFixed(2);
        row['p99 vs before'] = (orchid.p99 / Math.max(then.p99, 1)).toFixed(2);
      }
      row.errors = orchid.errors;
      return row;
    }),
  );
}

await main();
