import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { newId } from '../../platform/db/ids';
import { jobs } from '../../platform/jobs/tables';
import { attemptCounters } from '../../platform/throttle/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userSessions, users } from '../accounts/tables';
import { PURGE_JOB } from './jobs';

// Two apps on one database: two servers that both ask for the daily purge.
let a: TestApp;
let b: TestApp;
let userId: string;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ database: a.database });
  const now = a.clock.now();
  const [user] = await a.database.db
    .insert(users)
    .values({
      email: 'retention@example.org',
      userType: 'member',
      firstName: 'Ret',
      passwordChangedAt: now,
      createdAt: now,
      modifiedAt: now,
    })
    .returning({ id: users.id });
  userId = user?.id ?? '';
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(a.clock.now().getTime() - days * DAY);
const advanceBoth = (ms: number) => {
  a.clock.advance(ms);
  b.clock.advance(ms);
};

async function addSession(
  name: string,
  at: { lastSeen: number; expires: number; revoked?: number },
) {
  await a.database.db.insert(userSessions).values({
    id: newId(),
    userId,
    refreshTokenHash: `${name}-${randomBytes(8).toString('hex')}`,
    rememberMe: true,
    createdAt: daysAgo(at.lastSeen + 1),
    lastSeenAt: daysAgo(at.lastSeen),
    expiresAt: daysAgo(at.expires),
    revokedAt: at.revoked === undefined ? null : daysAgo(at.revoked),
    revokedReason: at.revoked === undefined ? null : name,
    ip: name,
  });
}

async function addJob(name: string, state: 'queued' | 'succeeded' | 'failed', finished?: number) {
  await a.database.db.insert(jobs).values({
    kind: `test.${name}`,
    payload: {},
    state,
    runAt: daysAgo(40),
    maxAttempts: 5,
    createdAt: daysAgo(40),
    finishedAt: finished === undefined ? null : daysAgo(finished),
  });
}

const sessionNames = async () =>
  (await a.database.db.select({ ip: userSessions.ip }).from(userSessions)).map((s) => s.ip).sort();
const jobNames = async () =>
  (await a.database.db.select({ kind: jobs.kind }).from(jobs).where(like(jobs.kind, 'test.%')))
    .map((j) => j.kind)
    .sort();
const counterKeys = async () =>
  (await a.database.db.select({ key: attemptCounters.key }).from(attemptCounters))
    .map((c) => c.key)
    .sort();
const purgeJobs = () => a.database.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB));

describe('the daily purge', () => {
  it('is queued once a day however many servers ask, and deletes what ended more than 30 days ago; audit events stay', async () => {
    await addSession('live', { lastSeen: 0, expires: -20 });
    await addSession('revoked-31-days-ago', { lastSeen: 31, expires: -1, revoked: 31 });
    await addSession('revoked-29-days-ago', { lastSeen: 29, expires: -1, revoked: 29 });
    await addSession('expired-31-days-ago', { lastSeen: 35, expires: 31 });
    // Idle sessions end an hour after their last use, so one unseen for 31 days ended then.
    await addSession('unseen-31-days', { lastSeen: 31, expires: -1 });
    await addJob('succeeded-31-days-ago', 'succeeded', 31);
    await addJob('failed-31-days-ago', 'failed', 31);
    await addJob('succeeded-29-days-ago', 'succeeded', 29);
    await addJob('queued-long-ago', 'queued');
    await a.database.db.insert(attemptCounters).values([
      { scope: 'test', key: 'idle-31-days', failures: 3, windowStartedAt: daysAgo(31) },
      { scope: 'test', key: 'today', failures: 3, windowStartedAt: daysAgo(0) },
      {
        scope: 'test',
        key: 'still-locked',
        failures: 10,
        windowStartedAt: daysAgo(31),
        lockedUntil: daysAgo(-1),
      },
    ]);
    const sevenYearsAgo = daysAgo(7 * 366);
    await a.database.db.insert(auditEvents).values([
      { at: sevenYearsAgo, actorUserId: userId, action: 'account.sign_in', outcome: 'success' },
      { at: daysAgo(31), actorUserId: userId, action: 'account.sign_in', outcome: 'success' },
    ]);

    // Both servers ask; the day's run of each daily job (this purge, the directory's check)
    // is queued once.
    expect(await a.app.jobs.queueDaily()).toBeGreaterThanOrEqual(1);
    expect(await b.app.jobs.queueDaily()).toBe(0);
    expect(await a.app.jobs.queueDaily()).toBe(0);
    await b.app.jobs.runDue(100);

    expect(await purgeJobs()).toMatchObject([
      { idempotencyKey: `${PURGE_JOB}:2026-11-22`, state: 'succeeded', attempts: 1 },
    ]);
    expect(await sessionNames()).toEqual(['live', 'revoked-29-days-ago']);
    expect(await jobNames()).toEqual(['test.queued-long-ago', 'test.succeeded-29-days-ago']);
    expect(await counterKeys()).toEqual(['still-locked', 'today']);
    const audit = await a.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, userId));
    expect(audit).toHaveLength(2);
  });

  it('runs again on a later day, for what has grown old since', async () => {
    advanceBoth(2 * DAY);
    // Revoked 31 days ago by now.
    expect(await b.app.jobs.queueDaily()).toBeGreaterThanOrEqual(1);
    expect(await a.app.jobs.queueDaily()).toBe(0);
    await a.app.jobs.runDue(100);
    expect(await sessionNames()).toEqual(['live']);
    // The earlier purge job itself is kept until it is 30 days old.
    expect((await purgeJobs()).map((j) => j.idempotencyKey).sort()).toEqual([
      `${PURGE_JOB}:2026-11-22`,
      `${PURGE_JOB}:2026-11-24`,
    ]);
  });

  it("is queued by a server's worker on its own on a new day", async () => {
    advanceBoth(DAY);
    a.app.jobs.start(20);
    try {
      const key = `${PURGE_JOB}:2026-11-25`;
      const deadline = Date.now() + 10_000;
      let state: string | undefined;
      while (state !== 'succeeded' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        [{ state } = { state: undefined }] = await a.database.db
          .select({ state: jobs.state })
          .from(jobs)
          .where(eq(jobs.idempotencyKey, key));
      }
      expect(state).toBe('succeeded');
    } finally {
      await a.app.jobs.stop();
    }
  });
});
