import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, signIn, strongPassword, TestBrowser } from '../../test/browser';
import { signedInOperator } from '../../test/operators';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerConfirmed(t, { email: 'member@example.org', type: 'member' });
  await registerConfirmed(t, { email: 'pro@example.org', type: 'orchid_pro' });
  // An operator with a member's account.
  await signedInOperator(t, 'operator@example.org');
});

/** A freshly signed-in browser. */
async function signedIn(email: string) {
  const browser = new TestBrowser(t.app);
  await signIn(browser, email, strongPassword);
  return browser;
}
afterAll(() => t.close());

type Operation = { method: string; path: string; who: string };

/** Every documented operation with the guard its description states. */
async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { description: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      who: op.description.replace(/^Who may call: ([^.]*)\..*$/, '$1'),
    })),
  );
}

/** The codes the guard answers with when the kind of caller is wrong. */
const guardRefusals = [
  'accounts.notAuthenticated',
  'platform.onlyMembers',
  'platform.onlyProfessionals',
  'platform.guardianOnly',
  'platform.operatorsOnly',
];

/** Whether the guard turned the caller away (validation and other answers come after it). */
async function refusedByGuard(caller: TestBrowser | undefined, op: Operation) {
  const request = { method: op.method as 'GET', url: op.path.replace(/\{[^}]+\}/g, 'x') };
  const res = caller
    ? await caller.request({ ...request, ...(op.method === 'GET' ? {} : { payload: {} }) })
    : await t.app.inject({ ...request, ...(op.method === 'GET' ? {} : { payload: {} }) });
  return res.statusCode === 403 && guardRefusals.includes(res.json().code);
}

describe('the authorization matrix', () => {
  it('every route states one of the known guards', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    for (const op of ops) {
      expect([
        'anyone',
        'any signed-in user',
        'signed-in members',
        'signed-in professionals',
        "the platform's operators",
      ]).toContain(op.who);
    }
  });

  it('each guard lets in exactly the callers it names', async () => {
    type Allowed = [guest: boolean, member: boolean, professional: boolean, operator: boolean];
    const expected: Record<string, Allowed> = {
      anyone: [true, true, true, true],
      'any signed-in user': [false, true, true, true],
      'signed-in members': [false, true, false, true],
      'signed-in professionals': [false, false, true, false],
      "the platform's operators": [false, false, false, true],
    };
    // Signed in once each; logging out, which ends the session, comes last.
    const callers = [
      undefined,
      await signedIn('member@example.org'),
      await signedIn('pro@example.org'),
      await signedIn('operator@example.org'),
    ];
    const ops = (await operations()).sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const op of ops) {
      const allowed = [];
      for (const caller of callers) {
        const cookies = caller?.snapshot();
        allowed.push(!(await refusedByGuard(caller, op)));
        if (cookies) caller?.restore(cookies);
      }
      expect([op.method, op.path, allowed]).toEqual([op.method, op.path, expected[op.who]]);
    }
  }, 60_000);
});

describe('cross-origin writes', () => {
  const report = {
    live_dev_env: 'dev',
    url: 'http://localhost:3000/',
    reporter_module: 'test',
    frontend_error: 'boom',
  };
  const post = (origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reporting/v1/frontend_error',
      payload: report,
      headers: origin ? { origin } : {},
    });

  it('are refused with 403 when the Origin is another site', async () => {
    const res = await post('https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'This request came from another site and was refused.',
      code: 'platform.crossOrigin',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/v1/initiate_auth',
      payload: { username_or_email: 'pro@example.org', password: 'x' },
      headers: { origin: 'http://localhost:3001' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('are accepted from our own origin (either loopback name) and without an Origin', async () => {
    expect((await post('http://localhost:3000')).statusCode).toBe(201);
    expect((await post('http://127.0.0.1:3000')).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
  });

  it('with cookies need our Origin or Sec-Fetch-Site: same-origin', async () => {
    const withCookie = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reporting/v1/frontend_error',
        payload: report,
        headers: { cookie: 'access_token=stolen', ...headers },
      });
    const refused = await withCookie({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: 'This request came from another site and was refused.',
      code: 'platform.crossOrigin',
    });
    expect((await withCookie({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await withCookie({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await withCookie({ origin: 'http://localhost:3000' })).statusCode).toBe(201);
  });

  it('do not concern reads', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
