// Two server processes on one PostgreSQL database behave as one system: a rate limit counts
// requests to both, a session ended through one is refused by the other at once, and a job
// queued through one runs once although both run a worker. (The embedded database belongs to
// one process, so this runs in the server-postgres project only.)
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_SOCKET_PATH } from './modules/live-updates/routes';
import { frontendErrorRateLimit } from './modules/reporting/routes';
import { adminDatabaseUrl, databaseUrl, testDriver } from './test/test-env';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Server = { url: string; process: ChildProcessWithoutNullStreams; output: string[] };

/** `node --import tsx src/main.ts` on `databaseUrl`; resolves once it says it is ready. */
async function startServer(url: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-two-servers-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      // The same secret, so each server accepts the other's cookies (as behind a load balancer).
      APP_SECRET: 'two-servers-secret-two-servers-secret-0123',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server = { url: `http://127.0.0.1:${port}`, process: child, output: [] as string[] };
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk) => server.output.push(String(chunk)));
    child.stdout.on('data', (chunk) => {
      server.output.push(String(chunk));
      if (String(chunk).includes('is ready at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}:\n${server.output.join('').slice(-2000)}`)),
    );
  });
  return server;
}

const stopServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server || server.process.exitCode !== null || server.process.signalCode !== null) {
      return resolve();
    }
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
  });

/** A request as a browser on our pages sends it (the origin check reads Origin). */
async function call(
  server: Server,
  method: string,
  route: string,
  options: { body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: server.url };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: () => JSON.parse(text),
    cookies: res.headers.getSetCookie().map((c) => c.split(';')[0] ?? ''),
    headers: res.headers,
  };
}

const onPostgres = testDriver() === 'postgres';
const name = `orchid_two_${randomBytes(6).toString('hex')}`;
let a: Server | undefined;
let b: Server | undefined;
const servers = () => {
  if (!a || !b) throw new Error('the servers did not start');
  return [a, b] as const;
};

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    try {
      // Migrated already, so neither server migrates at start-up.
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    } finally {
      await admin.end();
    }
    const url = databaseUrl(name);
    // Both at once, as a deployment starts them; the demo accounts come from one.
    [a, b] = await Promise.all([
      startServer(url, { DEMO_DATA: 'true' }),
      startServer(url, { DEMO_DATA: 'false' }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('count a rate limit across both: requests alternating between them hit it at the same total', async () => {
    const [one, two] = servers();
    const report = {
      live_dev_env: 'live',
      url: 'http://127.0.0.1/',
      reporter_module: 'two-servers',
      frontend_error: 'Error: both servers count me',
    };
    const post = (server: Server) =>
      call(server, 'POST', '/api/reporting/v1/frontend_error', { body: report });
    for (let i = 0; i < frontendErrorRateLimit.max; i++) {
      expect((await post(i % 2 ? two : one)).status, `report ${i + 1}`).toBe(201);
    }
    // Each server alone has seen only half of them; together they are at the limit.
    expect((await post(one)).status).toBe(429);
    expect((await post(two)).status).toBe(429);
  });

  it('refuse a session on one server as soon as it was ended through the other', async () => {
    const [one, two] = servers();
    const signIn = await call(one, 'POST', '/api/login/v1/initiate_auth', {
      body: { username_or_email: 'demo.member@example.com', password: 'Demo-Member-2026' },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookies.join('; ');
    const before = await call(two, 'GET', '/api/users/v1/user_info', { cookie });
    expect(before.status).toBe(200);
    expect(before.json()).toMatchObject({ email: 'demo.member@example.com' });

    expect((await call(one, 'POST', '/api/login/v1/logout', { cookie })).status).toBe(200);
    const after = await call(two, 'GET', '/api/users/v1/user_info', { cookie });
    expect(after.status).toBe(403);
    expect(after.json()).toMatchObject({ code: 'accounts.notAuthenticated' });
    // Nor can the other server renew it with the refresh cookie.
    const renewed = await call(two, 'POST', '/api/login/v1/renew_access_token', { cookie });
    expect(renewed.status).toBe(403);
    expect(renewed.json()).toMatchObject({ code: 'platform.sessionEnded' });
  });

  it('run a job queued through one exactly once, although both run a worker', async () => {
    const [one, two] = servers();
    // Reset links for the three demo accounts, asked for through either server.
    const addresses = [
      'demo.member@example.com',
      'demo.professional@example.com',
      'demo.scheduler@example.com',
    ];
    for (const [i, address] of addresses.entries()) {
      const asked = await call(i % 2 ? two : one, 'PUT', '/api/login/v1/forgot_password', {
        body: { username_or_email: address },
      });
      expect(asked.status).toBe(200);
    }
    const resetMails = async (address: string) => {
      const res = await fetch(`${two.url}/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
      const { messages } = (await res.json()) as { messages: { subject: string }[] };
      return messages.filter((m) => /reset/i.test(m.subject));
    };
    // The workers poll every second: wait for the mails, then a little longer for a second copy.
    const deadline = Date.now() + 20_000;
    for (const address of addresses) {
      while ((await resetMails(address)).length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await new Promise((r) => setTimeout(r, 2_500));
    for (const address of addresses) expect(await resetMails(address), address).toHaveLength(1);

    const db = new pg.Client({ connectionString: databaseUrl(name) });
    await db.connect();
    try {
      const { rows } = await db.query<{ kind: string; state: string; attempts: number }>(
        `select kind, state, attempts from jobs where run_at <= now()`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(addresses.length);
      for (const job of rows) expect(job).toMatchObject({ state: 'succeeded', attempts: 1 });
      // Both workers asked to queue the day's purge when they started: it was queued once.
      expect(rows.filter((job) => job.kind === 'retention.purge')).toHaveLength(1);
    } finally {
      await db.end();
    }
  });

  it('deliver a live update published through one to a socket open on the other', async () => {
    const [one, two] = servers();
    const signInAs = async (server: Server, username_or_email: string, password: string) => {
      const res = await call(server, 'POST', '/api/login/v1/initiate_auth', {
        body: { username_or_email, password },
      });
      expect(res.status).toBe(200);
      return res.cookies.join('; ');
    };
    const member = await signInAs(one, 'demo.member@example.com', 'Demo-Member-2026');
    const professional = await signInAs(
      two,
      'demo.professional@example.com',
      'Demo-Professional-2026',
    );
    const messages: { type: string; appointment_id?: string }[] = [];
    const socket = new WebSocket(`${one.url.replace('http', 'ws')}${LIVE_SOCKET_PATH}`, {
      headers: { cookie: member, origin: one.url },
    });
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const waitFor = async (done: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      return done();
    };
    try {
      expect(await waitFor(() => messages.some((m) => m.type === 'ready'), 10_000)).toBe(true);
      const listed = await call(two, 'GET', '/api/scheduler/v1/snapshot/appointments_v2', {
        cookie: professional,
      });
      const memberSub = (
        await call(one, 'GET', '/api/users/v1/user_info', { cookie: member })
      ).json().sub as string;
      // One of the member's own sessions: the socket is theirs (the demo practice's calendar
      // also holds its support group's meetings, which no member is told about this way).
      const upcoming = (
        listed.json().appointments as {
          appointment_id: string;
          appointment_start: string;
          patient: { cognito_sub: string };
        }[]
      ).filter(
        (a) => Date.parse(a.appointment_start) > Date.now() && a.patient.cognito_sub === memberSub,
      );
      const session = upcoming[upcoming.length - 1];
      if (!session) throw new Error('the demo member has no sessions to come');
      const cancelled = await call(
        two,
        'POST',
        `/api/scheduler/v1/appointment/${session.appointment_id}/cancel`,
        { cookie: professional, body: { edit_mode: 'this_session' } },
      );
      expect(cancelled.status).toBe(200);
      // It arrives through the other server (in well under a second on a quiet machine; the
      // suite keeps no timing assertions, and a loaded CI machine can take longer).
      const arrived = () =>
        messages.some(
          (m) => m.type === 'appointment' && m.appointment_id === session.appointment_id,
        );
      expect(await waitFor(arrived, 10_000)).toBe(true);
    } finally {
      socket.terminate();
    }
  });
});
