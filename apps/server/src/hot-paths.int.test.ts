import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions, wrapPglite } from './platform/db/pglite';
import { type Callers, makeCallers } from './test/callers';
import { createTestApp, type TestApp } from './test/test-app';
import { testDriver } from './test/test-env';

// The calls every page of a signed-in person makes, counted in queries: on the embedded
// database each query is a turn of its one session, so a query more is throughput less. The
// guard's read (the session with its user's row and the route's session reads: the minors, the
// practice, the subscriptions) is the only one. Counted on PGlite, whose client sees every statement; PostgreSQL runs the
// same code.

let t: TestApp;
let callers: Callers;
let queries = 0;

beforeAll(async () => {
  if (testDriver() !== 'pglite') return;
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    extensions: pgliteExtensions,
  });
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    queries++;
    return query(...args);
  }) as typeof client.query;
  t = await createTestApp({ database: wrapPglite(client) });
  callers = await makeCallers(t);
}, 60_000);
afterAll(() => t?.close());

async function counted(kind: keyof Callers['browsers'], url: string) {
  const browser = callers.browsers[kind];
  queries = 0;
  const res = await browser.get(url);
  return { status: res.statusCode, body: res.json(), queries };
}

describe.runIf(testDriver() === 'pglite')('hot signed-in calls', () => {
  it("user_info of a member: the guard's read, with the minors", async () => {
    const { status, body, queries } = await counted('member', '/api/users/v1/user_info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_type: 'member', minors: [], email_confirmed: true });
    expect(queries).toBe(1);
  });

  it("user_info of a professional: the guard's read, with the practice and the business", async () => {
    const owner = await counted('owner on trial', '/api/users/v1/user_info');
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ user_type: 'orchid_pro', role: 'OWNER' });
    expect(owner.queries).toBe(1);

    const scheduler = await counted('scheduler', '/api/users/v1/user_info');
    expect(scheduler.body).toMatchObject({ role: 'PRACTICE_SCHEDULER' });
    expect(scheduler.body.team_id).toEqual(expect.any(String));
    expect(scheduler.body.team_id).toBe(owner.body.team_id);
    expect(scheduler.queries).toBe(1);
  });

  it("access: the guard's read, with the subscriptions", async () => {
    const { status, body, queries } = await counted('owner on trial', '/api/users/v1/access');
    expect(status).toBe(200);
    expect(body).toMatchObject({ plan_type: 'core', on_trial: true, platform_access: true });
    expect(queries).toBe(1);
  });

  it("while a guardian acts for a minor: the guard's read (the guardian's row) and the minor's", async () => {
    const { status, body, queries } = await counted('guardian acting', '/api/users/v1/user_info');
    expect(status).toBe(200);
    expect(body.current_minor_user_id).toBe(body.sub);
    expect(queries).toBe(2);
  });
});
