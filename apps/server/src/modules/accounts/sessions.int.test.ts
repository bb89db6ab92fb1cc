import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionRead } from '../../platform/http/session-reads';
import { registerConfirmed, signIn, strongPassword, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSignedIn } from './repo';
import { userSessions, users } from './tables';

// Each test gets its own app and clock: these tests move time.
let t: TestApp;
let n = 0;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signedIn(rememberMe = true) {
  const email = `person${++n}@example.org`;
  await registerConfirmed(t, { email });
  const browser = new TestBrowser(t.app);
  const res = await signIn(browser, email, strongPassword, { remember_me: rememberMe });
  expect(res.statusCode).toBe(200);
  return browser;
}

const userInfo = (browser: TestBrowser) => browser.get('/api/users/v1/user_info');
const renew = (browser: TestBrowser) => browser.post('/api/login/v1/renew_access_token');
const minutes = (m: number) => m * 60_000;

describe('GET /api/users/v1/user_info', () => {
  it('answers 403 when signed out', async () => {
    const res = await userInfo(new TestBrowser(t.app));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'Not authenticated' });
  });

  it('refuses a forged access cookie', async () => {
    const browser = await signedIn();
    const access = browser.cookies.get('orchid_access');
    if (!access) throw new Error('no access cookie');
    browser.cookies.set('orchid_access', { ...access, value: `${access.value.slice(0, -3)}abc` });
    expect((await userInfo(browser)).statusCode).toBe(403);
  });
});

describe("the guard's session reads", () => {
  // A read that fails whenever the database evaluates it (a division by zero that depends on
  // the row, so the planner cannot fold it beforehand: a uuid's text is 36 characters).
  const failingRead = (onlyFor: 'member' | 'orchid_pro'): SessionRead<unknown> => ({
    name: `failing_for_${onlyFor}`,
    onlyFor,
    select: (userId) => sql`(1 / (length(${userId}::text) - 36))`,
    parse: (json) => json,
  });

  it('are not evaluated for a user of another type than the read is for', async () => {
    const { db } = t.database;
    for (const [type, other] of [
      ['member', 'orchid_pro'],
      ['orchid_pro', 'member'],
    ] as const) {
      const { browser } = await registerConfirmed(t, { email: `${type}@example.org`, type });
      const [session] = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(eq(users.email, `${type}@example.org`));
      if (!session) throw new Error('no session');
      // First sight of the session: the read sits in a CASE that PostgreSQL skips.
      const first = await findSignedIn(db, session.id, [failingRead(other)]);
      expect(first?.user.userType).toBe(type);
      expect(first?.reads).toEqual({ [`failing_for_${other}`]: null });
      // Seen before: the query for the user's type leaves the read out.
      const again = await findSignedIn(db, session.id, [failingRead(other)]);
      expect(again?.reads).toEqual({});
      await expect(findSignedIn(db, session.id, [failingRead(type)])).rejects.toThrow();
      expect((await userInfo(browser)).statusCode).toBe(200);
    }
  });
});

describe('renewing the access cookie', () => {
  it('is needed after 15 minutes, and rotates the refresh cookie', async () => {
    const browser = await signedIn();
    t.clock.advance(minutes(15));
    expect((await userInfo(browser)).statusCode).toBe(403);
    const before = browser.cookies.get('orchid_refresh')?.value;
    const res = await renew(browser);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_expires_at).toBe(
      new Date(t.clock.now().getTime() + minutes(15)).toISOString(),
    );
    expect(browser.cookies.get('orchid_refresh')?.value).not.toBe(before);
    expect((await userInfo(browser)).statusCode).toBe(200);
  });

  it('ends the session when a rotated refresh cookie is replayed', async () => {
    const browser = await signedIn();
    const stolen = browser.snapshot();
    expect((await renew(browser)).statusCode).toBe(200);
    t.clock.advance(11_000);
    const thief = new TestBrowser(t.app);
    thief.restore(stolen);
    const replay = await renew(thief);
    expect(replay.statusCode).toBe(403);
    // The whole session ends: the rightful browser must sign in again too.
    expect((await userInfo(browser)).statusCode).toBe(403);
    expect((await renew(browser)).statusCode).toBe(403);
  });

  it('lets two tabs renew at the same moment', async () => {
    const browser = await signedIn();
    const otherTab = new TestBrowser(t.app);
    otherTab.restore(browser.snapshot());
    expect((await renew(browser)).statusCode).toBe(200);
    const twin = await renew(otherTab);
    expect(twin.statusCode).toBe(200);
    expect(twin.cookies.map((c) => c.name)).toEqual(['orchid_access', 'orchid_session']);
    expect((await userInfo(browser)).statusCode).toBe(200);
  });

  it('clears the session marker when it fails, so the page stops asking', async () => {
    const browser = await signedIn();
    expect(browser.cookies.has('orchid_session')).toBe(true);
    browser.cookies.delete('orchid_refresh');
    expect((await renew(browser)).statusCode).toBe(403);
    expect(browser.cookies.has('orchid_session')).toBe(false);
  });

  it('fails without a refresh cookie', async () => {
    const res = await renew(new TestBrowser(t.app));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'Your session has ended. Please log in again.' });
  });
});

describe('inactivity', () => {
  it('ends a session idle for more than 59 minutes', async () => {
    const browser = await signedIn();
    t.clock.advance(minutes(59) + 1000);
    expect((await renew(browser)).statusCode).toBe(403);
    expect((await userInfo(browser)).statusCode).toBe(403);
  });

  it('keeps an active session going', async () => {
    const browser = await signedIn();
    // Like the web app: a request every 20 minutes, renewing once when refused.
    for (let i = 0; i < 6; i++) {
      t.clock.advance(minutes(20));
      if ((await userInfo(browser)).statusCode === 403) {
        expect((await renew(browser)).statusCode).toBe(200);
      }
      expect((await userInfo(browser)).statusCode).toBe(200);
    }
  });

  it('caps a session without remember me at 12 hours, with remember me at 30 days', async () => {
    const brief = await signedIn(false);
    const remembered = await signedIn(true);
    for (let halfHour = 1; halfHour <= 24; halfHour++) {
      t.clock.advance(minutes(30));
      expect((await renew(remembered)).statusCode).toBe(200);
      expect((await renew(brief)).statusCode).toBe(halfHour < 24 ? 200 : 403);
    }
    // 30 days after sign-in even a remembered session in constant use ends.
    const signedInAt = new Date('2026-11-22T12:00:00Z').getTime();
    const keepActive = () => t.database.db.update(userSessions).set({ lastSeenAt: t.clock.now() });
    t.clock.set(new Date(signedInAt + 30 * 24 * 60 * 60_000 - minutes(1)));
    await keepActive();
    expect((await renew(remembered)).statusCode).toBe(200);
    t.clock.advance(minutes(1));
    await keepActive();
    expect((await renew(remembered)).statusCode).toBe(403);
  });
});

describe('POST /api/login/v1/logout', () => {
  it('ends the session: old cookies replayed afterwards fail', async () => {
    const browser = await signedIn();
    const copy = browser.snapshot();
    const res = await browser.post('/api/login/v1/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signed_out: true });
    expect(browser.cookies.size).toBe(0);

    const replay = new TestBrowser(t.app);
    replay.restore(copy);
    expect((await userInfo(replay)).statusCode).toBe(403);
    expect((await renew(replay)).statusCode).toBe(403);
  });

  it('works with only the refresh cookie left, and when signed out', async () => {
    const browser = await signedIn();
    const copy = browser.snapshot();
    browser.cookies.delete('orchid_access');
    expect((await browser.post('/api/login/v1/logout')).statusCode).toBe(200);
    const replay = new TestBrowser(t.app);
    replay.restore(copy);
    expect((await renew(replay)).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).post('/api/login/v1/logout')).statusCode).toBe(200);
  });

  it('ends only this browser session', async () => {
    const email = `two-devices${++n}@example.org`;
    const { browser: phone } = await registerConfirmed(t, { email });
    const laptop = new TestBrowser(t.app);
    await signIn(laptop, email, strongPassword);
    await laptop.post('/api/login/v1/logout');
    expect((await userInfo(phone)).statusCode).toBe(200);
  });
});
