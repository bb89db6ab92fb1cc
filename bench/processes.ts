// Server processes for the benches (run.ts, lighthouse.ts): a free port, a start that waits for
// /healthz, and a stop that escalates to SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The environment of a built production server (apps/server/dist/main.js) with demo data, as
 * `npm start` runs it: on PostgreSQL with `databaseUrl`, else on the embedded database in
 * `dataDir`.
 */
export function appServerEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel,
    DEMO_DATA: 'true',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  };
}

/**
 * Starts a server process and resolves once it answers GET /healthz (3 minutes at most),
 * asking every `pollMs`.
 */
export async function startServer(
  cwd: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv,
  pollMs = 200,
) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null | undefined;
  child.once('exit', (code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${args.join(' ')} exited with ${exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not answer /healthz within 3 minutes`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
