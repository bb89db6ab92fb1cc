import { frontendErrorLimits } from '@orchid/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listRecentFrontendErrorReports } from './repo';
import { frontendErrorRateLimit } from './routes';
import { frontendErrorReports } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = {
  live_dev_env: 'live',
  url: 'http://localhost:3000/member-dashboard/homepage',
  reporter_module: 'global-error-handler',
  context: '{"line":12}',
  frontend_error: 'TypeError: x is undefined\n    at render (index-abc.js:1:2)',
};

let nextIp = 1;
/** Each test reports from its own address so the rate limit of one does not touch another. */
const post = (
  payload: unknown,
  remoteAddress = `10.0.0.${nextIp++}`,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reporting/v1/frontend_error',
    payload: payload as object,
    remoteAddress,
    // As a browser sends it from our pages (cookie writes need it).
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('POST /api/reporting/v1/frontend_error', () => {
  it('stores the report with the browser and device that sent it', async () => {
    const res = await post(report, '10.1.0.1', {
      'user-agent': 'Mozilla/5.0 Test',
      cookie: 'orchid_device_id=Ab3dEf7hIj9kLm2n',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const stored = await t.database.db.select().from(frontendErrorReports);
    expect(stored).toHaveLength(1);
    // Its text is sealed at rest, and opened for the developer.
    expect(stored[0]?.frontendError.startsWith('s1.')).toBe(true);
    const rows = await listRecentFrontendErrorReports(t.database.db, t.accounts.vault, 10);
    expect(rows[0]).toMatchObject({
      id,
      liveDevEnv: 'live',
      url: report.url,
      reporterModule: 'global-error-handler',
      context: '{"line":12}',
      frontendError: report.frontend_error,
      userAgent: 'Mozilla/5.0 Test',
      deviceId: 'Ab3dEf7hIj9kLm2n',
      createdAt: t.clock.now(),
    });
  });

  it('ignores a device id cookie that is not one', async () => {
    const res = await post(report, '10.1.0.2', { cookie: 'orchid_device_id=<script>' });
    const row = await t.database.db.query.frontendErrorReports.findFirst({
      where: (r, { eq }) => eq(r.id, res.json().id),
    });
    expect(row?.deviceId).toBeNull();
  });

  it.each(Object.entries(frontendErrorLimits))(
    'refuses a %s longer than %i characters',
    async (field, limit) => {
      const res = await post({ ...report, [field]: 'x'.repeat(limit + 1) });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', field]);
    },
  );

  it('refuses missing and unknown fields', async () => {
    const missing = await post({ url: report.url });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'live_dev_env',
      'reporter_module',
      'frontend_error',
    ]);
    const unknown = await post({ ...report, password: 'nope' });
    expect(unknown.statusCode).toBe(422);
  });

  it('limits how often one client may report', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < frontendErrorRateLimit.max; i++) {
      expect((await post(report, ip)).statusCode).toBe(201);
    }
    const limited = await post(report, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      detail: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await post(report, '10.2.0.2')).statusCode).toBe(201);
  });
});

describe('GET /dev/frontend-errors', () => {
  it('lists recent reports to a developer on this machine', async () => {
    const res = await t.app.inject({ url: '/dev/frontend-errors', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reports[0]).toMatchObject({ reporter_module: 'global-error-handler' });
  });

  it('is hidden from other machines', async () => {
    const res = await t.app.inject({ url: '/dev/frontend-errors', remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    const res = await prod.app.inject({ url: '/dev/frontend-errors', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
