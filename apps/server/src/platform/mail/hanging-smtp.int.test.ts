import { createServer, type Server, type Socket } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listFailedJobs } from '../jobs/queue';
import { jobs } from '../jobs/tables';
import { MAIL_JOB } from './mailer';

// No request waits for SMTP: mails are jobs. Against an SMTP server that accepts the
// connection and never says a word, every request that mails answers at once; had it sent
// inline, each would wait for nodemailer's greeting timeout (15 s) and this suite would time out.

let smtp: Server;
const sockets: Socket[] = [];
let t: TestApp;
beforeAll(async () => {
  smtp = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.address() as { port: number };
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => smtp.close(resolve));
});

/** The mails queued for `to`, newest last, as the job payloads hold them. */
async function queuedMails(to: string) {
  const rows = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`))
    .orderBy(jobs.createdAt);
  return rows.map((row) => ({
    state: row.state,
    ...(row.payload as { subject: string; text: string }),
  }));
}

describe('with an SMTP server that never answers', () => {
  it('register, resend, forgot-password and invite all answer at once, each queuing its mail', async () => {
    const pro = new TestBrowser(t.app);
    const email = 'hang-pro@example.org';
    const registered = await pro.post('/api/users/v1/orchid_pro/account', {
      user_in: { email, password: 'Tangerine-Kite-48!' },
      orchid_pro_in: { first_name: 'Alex', last_name: 'Kim', is_over_eighteen: true },
    });
    expect(registered.statusCode).toBe(201);
    expect((await pro.put('/api/users/v1/resend_email_confirmation')).statusCode).toBe(200);
    const confirmations = await queuedMails(email);
    expect(confirmations.map((m) => [m.state, m.subject])).toEqual([
      ['queued', 'Confirm your email for Orchid'],
      ['queued', 'Confirm your email for Orchid'],
    ]);

    const token = confirmations[1]?.text.match(/confirm-email\?token=([\w-]+)/)?.[1];
    expect((await pro.post('/api/users/v1/confirm_email', { token })).statusCode).toBe(200);
    const invited = await pro.post('/api/users/v1/team/invites', {
      email: 'hang-colleague@example.org',
      role: 'PRACTICE_SCHEDULER',
    });
    expect(invited.statusCode).toBe(201);
    expect((await queuedMails('hang-colleague@example.org')).map((m) => m.state)).toEqual([
      'queued',
    ]);

    const forgot = await new TestBrowser(t.app).put('/api/login/v1/forgot_password', {
      username_or_email: email,
    });
    expect(forgot.statusCode).toBe(200);
  }, 10_000);
});

describe('a mail the SMTP server refuses', () => {
  it('is retried, and after its last try is kept as failed', async () => {
    // A port with nothing listening: every try is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const refusing = await createTestApp({
      database: t.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    try {
      await refusing.app.mailer.send(
        { to: 'refused@example.org', subject: 'Hello', text: 'Hi' },
        { category: 'essential' },
      );
      const tries: number[] = [];
      for (let i = 0; i < 10; i++) {
        await refusing.app.jobs.runDue();
        const [row] = await refusing.database.db
          .select()
          .from(jobs)
          .where(sql`${jobs.payload}->>'to' = 'refused@example.org'`);
        tries.push(row?.attempts ?? 0);
        if (row?.state === 'failed') break;
        expect(row?.state).toBe('queued');
        expect(row?.lastError).toContain('ECONNREFUSED');
        refusing.clock.set(row?.runAt ?? new Date());
      }
      expect(tries).toEqual([1, 2, 3, 4, 5, 6]);
      const [failed] = (await listFailedJobs(refusing.database.db)).filter(
        (job) => (job.payload as { to: string }).to === 'refused@example.org',
      );
      expect(failed).toMatchObject({ state: 'failed', attempts: 6, kind: MAIL_JOB });
      expect(refusing.logs.join('')).toContain('job failed after its last try');
    } finally {
      await refusing.close();
    }
  });
});
