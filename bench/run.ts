// `npm run bench`: load each benchmarked route of the production server (the built app on a
// fresh embedded database) and of a bare Fastify server, one after the other in the same run,
// and print requests/s, p99 latency and their ratio. Ratios, not absolute numbers, compare
// across machines.
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
];
const demoMember = { username_or_email: 'demo.member@example.com', password: 'Demo-Member-2026' };

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts a server process and resolves once it answers GET /healthz. */
async function startServer(args: string[], port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
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
  await autocannon({ url, connections, duration: 5, headers });
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoMember),
  });
  if (!res.ok) throw new Error(`sign-in for the benchmark failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-bench-'));
  const serverPort = await freePort();
  const barePort = await freePort();
  const results: { route: string; orchid: Result; bare: Result }[] = [];

  const server = await startServer(['apps/server/dist/main.js'], serverPort, {
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATABASE_URL: '',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const bare = await startServer(
    ['--import', 'tsx', 'bench/bare-server.ts', String(barePort)],
    barePort,
  );
  try {
    const session = { cookie: await signIn(serverPort) };
    for (const { path: route, signedIn } of routes) {
      const orchid = await load(`http://127.0.0.1:${serverPort}${route}`, signedIn ? session : {});
      const baseline = await load(`http://127.0.0.1:${barePort}${route}`);
      results.push({ route, orchid, bare: baseline });
    }
  } finally {
    await stop(server);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${connections} connections, ${duration} s per route; production server with LOG_LEVEL=${logLevel}, embedded database.\n`,
  );
  console.table(
    results.map(({ route, orchid, bare: b }) => ({
      route,
      'req/s': Math.round(orchid.rps),
      'p99 ms': orchid.p99,
      'bare req/s': Math.round(b.rps),
      'bare p99 ms': b.p99,
      'req/s ratio': (orchid.rps / b.rps).toFixed(2),
      'p99 ratio': (orchid.p99 / Math.max(b.p99, 1)).toFixed(2),
      errors: orchid.errors,
    })),
  );
}

await main();
