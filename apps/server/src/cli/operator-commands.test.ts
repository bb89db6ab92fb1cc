import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/tables';
import { openDatabase } from '../platform/db/open';
import { jobs } from '../platform/jobs/tables';

// The operators' commands as an operator runs them: separate processes on the server's
// settings (here an embedded database in a folder of its own, the server stopped).
const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-cli-'));
const database = { kind: 'embedded' as const, dataDir: path.join(dataDir, 'pglite') };

const command = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      APP_SECRET: 'cli-test-secret-0123456789abcdef',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const opened = await openDatabase(database);
  try {
    return await work(opened);
  } finally {
    await opened.close();
  }
}

describe('npm run jobs', () => {
  it('lists the jobs that failed for good and queues one again', async () => {
    const id = await withDatabase(async ({ db }) => {
      const [row] = await db
        .insert(jobs)
        .values({
          kind: 'mail.send',
          payload: { to: 'someone@example.org' },
          state: 'failed',
          runAt: new Date(),
          attempts: 6,
          maxAttempts: 6,
          lastError: 'Error: Greeting never received',
          createdAt: new Date(),
          finishedAt: new Date(),
        })
        .returning({ id: jobs.id });
      return String(row?.id);
    });

    const listed = command('jobs', 'failed');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('Greeting never received');

    const retried = command('jobs', 'retry', id);
    expect(retried.stdout.trim()).toBe(`Job ${id} is queued again.`);
    expect(command('jobs', 'failed').stdout.trim()).toBe('No failed jobs.');
    const [row] = await withDatabase(({ db }) => db.select().from(jobs).where(eq(jobs.id, id)));
    expect(row).toMatchObject({ state: 'queued', attempts: 0 });

    const wrong = command('jobs', 'retry', 'not-an-id');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe(
      'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>',
    );
  }, 180_000);
});

describe('npm run keys', () => {
  it('rotates the data key and re-seals', () => {
    const rotated = command('keys', 'rotate');
    expect(rotated.status).toBe(0);
    expect(rotated.stdout).toMatch(
      /^Data key [0-9a-f-]{36} now seals health data; 0 values were sealed again\./,
    );
    const resealed = command('keys', 'reseal');
    expect(resealed.stdout.slice(0, 45)).toBe(rotated.stdout.slice(0, 45));
  }, 120_000);
});

describe('npm run approve-professional', () => {
  it('says so when no professional has the address', () => {
    const answer = command('approve-professional', 'nobody@example.org');
    expect(answer.status).toBe(1);
    expect(answer.stdout.trim()).toBe('No professional has the address nobody@example.org.');
  }, 120_000);
});

describe('npm run grant-operator', () => {
  it('makes an account an operator and takes it back, and says how to use it', async () => {
    await withDatabase(({ db }) =>
      db.insert(users).values({
        email: 'ops@example.org',
        userType: 'member',
        firstName: 'Oli',
        emailConfirmedAt: new Date(),
        passwordChangedAt: new Date(),
        createdAt: new Date(),
        modifiedAt: new Date(),
      }),
    );
    const granted = command('grant-operator', 'ops@example.org');
    expect(granted.status).toBe(0);
    expect(granted.stdout.trim().split('\n')).toEqual([
      'ops@example.org is now an operator: the desk is at /admin.',
      'Their account has no two-step verification: ask them to turn it on in their account settings before they use the desk.',
    ]);
    const [row] = await withDatabase(({ db }) =>
      db.select().from(users).where(eq(users.email, 'ops@example.org')),
    );
    expect(row?.operatorSince).toBeInstanceOf(Date);

    const revoked = command('grant-operator', '--revoke', 'ops@example.org');
    expect(revoked.stdout.trim()).toBe('ops@example.org is no longer an operator.');

    const missing = command('grant-operator', 'nobody@example.org');
    expect(missing.status).toBe(1);
    expect(missing.stdout.trim()).toBe('No account has the address nobody@example.org.');

    const wrong = command('grant-operator', '--revoke');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe(
      'Usage: npm run grant-operator -- <e-mail address> | --revoke <e-mail address>',
    );
  }, 240_000);
});
