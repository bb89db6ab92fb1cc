import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendErrorRateLimit } from '../../modules/reporting/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attemptCounters } from '../throttle/tables';

// Two apps on one database stand for two servers behind a load balancer.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const report = {
  live_dev_env: 'live',
  url: 'http://localhost:3000/',
  reporter_module: 'global-error-handler',
  frontend_error: 'TypeError: x is undefined',
};

const post = (t: TestApp, url: string, payload: object, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
const reportError = (t: TestApp, ip: string) =>
  post(t, '/api/reporting/v1/frontend_error', report, ip);
const advanceBoth = (ms: number) => {
  a.clock.advance(ms);
  b.clock.advance(ms);
};

describe('rate limits kept in the database', () => {
  it('count requests alternating between two servers together, and the refusal says when to come back', async () => {
    const ip = '198.51.100.1';
    const { max } = frontendErrorRateLimit;
    for (let i = 0; i < max; i++) {
      const res = await reportError(i % 2 ? b : a, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(max - i - 1));
    }
    for (const server of [a, b]) {
      const refused = await reportError(server, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'platform.tooManyRequests' });
      expect(refused.headers['retry-after']).toBe('60');
    }
    // Another address has a count of its own.
    expect((await reportError(b, '198.51.100.2')).statusCode).toBe(201);

    const [counter] = await a.database.db
      .select()
      .from(attemptCounters)
      .where(
        and(like(attemptCounters.scope, 'rate-limit:%frontend_error'), eq(attemptCounters.key, ip)),
      );
    expect(counter).toMatchObject({
      scope: 'rate-limit:POST /api/reporting/v1/frontend_error',
      failures: max + 2,
    });
  });

  it('start a new window once the last one has ended, on either server', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < frontendErrorRateLimit.max; i++) await reportError(a, ip);
    expect((await reportError(b, ip)).statusCode).toBe(429);
    advanceBoth(frontendErrorRateLimit.timeWindow - 1_000);
    const stillRefused = await reportError(b, ip);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');
    advanceBoth(1_000);
    const again = await reportError(b, ip);
    expect(again.statusCode).toBe(201);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(frontendErrorRateLimit.max - 1));
  });

  it('keep each route its own count', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < frontendErrorRateLimit.max; i++) await reportError(a, ip);
    expect((await reportError(a, ip)).statusCode).toBe(429);
    // The invite preview (30 in 15 minutes) from the same address is not touched.
    const preview = await post(
      b,
      '/api/users/v1/team/invites/preview',
      { token: 'x'.repeat(43) },
      ip,
    );
    expect(preview.statusCode).not.toBe(429);
    expect(preview.headers['x-ratelimit-remaining']).toBe('29');
  });

  it('count requests that arrive at the same moment on both servers without losing one', async () => {
    const ip = '198.51.100.5';
    const answers = await Promise.all(
      Array.from({ length: frontendErrorRateLimit.max + 10 }, (_, i) =>
        reportError(i % 2 ? b : a, ip),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(frontendErrorRateLimit.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
