import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp, testConfig } from './test/test-app';

const webDir = mkdtempSync(path.join(tmpdir(), 'orchid-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Orchid</title><meta name="brand-name" content="Orchid" /><meta name="support-email" content="" /></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>',
);
writeFileSync(path.join(webDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A hashed asset with the brotli and gzip copies the web build writes beside it. The copies
// say which one was sent.
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const bigScriptFile = path.join(webDir, 'assets', 'chunk-Ef56Gh78.js');
writeFileSync(bigScriptFile, bigScript);
writeFileSync(`${bigScriptFile}.br`, brotliCompressSync(`${bigScript}//br`));
writeFileSync(`${bigScriptFile}.gz`, gzipSync(`${bigScript}//gz`));
/** JSON of about `bytes` bytes. */
const jsonOf = (bytes: number) => ({ text: 'a'.repeat(bytes - 11) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webDir,
    env: { BRAND_NAME: 'Acme <Care>', SUPPORT_EMAIL: 'help@care.example.org' },
  });
  t.app.post('/api/test/explode', { config: { access: 'public' } }, async () => {
    // A real database failure: its error carries the SQL and the parameter.
    await t.database.db.execute(
      sql`select * from no_such_notes where body = ${'feeling hopeless'}`,
    );
  });
  // Constraint violations that no service checked first: defects, but answered with a 4xx.
  t.app.post('/api/test/unknown-owner', { config: { access: 'public' } }, async () => {
    await t.database.db.execute(
      sql`insert into teams (id, owner_user_id, created_at) values (gen_random_uuid(), gen_random_uuid(), now())`,
    );
    return {};
  });
  t.app.post('/api/test/twice', { config: { access: 'public' } }, async () => {
    for (let i = 0; i < 2; i++) {
      await t.database.db.execute(
        sql`insert into jobs (id, kind, payload, run_at, max_attempts, idempotency_key, created_at) values (gen_random_uuid(), 'test', '{}', now(), 1, 'same-key', now())`,
      );
    }
    return {};
  });
  t.app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({
    ok: !!request.body,
  }));
  t.app.get('/api/test/json/:bytes', { config: { access: 'public' } }, async (request) =>
    jsonOf(Number((request.params as { bytes: string }).bytes)),
  );
  t.app.get('/api/test/events', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'e'.repeat(4000)}\n\n`),
  );
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/healthz', '/api/missing', '/', '/assets/index-Ab12Cd34.js'])(
    'are on every answer (%s)',
    async (url) => {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('adds HSTS when the public URL is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://care.example.org' },
    });
    const res = await https.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await https.close();
  });

  it('lets Stripe.js in only when Stripe takes the payments', async () => {
    const plain = String(
      (await t.app.inject({ url: '/healthz' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('stripe.com');
    const stripe = await createTestApp({
      database: t.database,
      env: { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' },
    });
    const csp = String(
      (await stripe.app.inject({ url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("default-src 'self'");
    await stripe.close();
  });
});

describe('requests', () => {
  it('get a request id of their own, sent back and logged', async () => {
    const a = await t.app.inject({ url: '/healthz' });
    const b = await t.app.inject({ url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(t.logs.join('')).toContain(`"request_id":"${a.headers['x-request-id']}"`);
  });

  it('are logged once, when they end, with method, path, status and time', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/user_info?probe=1' });
    const id = res.headers['x-request-id'];
    const lines = t.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes(`"request_id":"${id}"`))
      .map((line) => JSON.parse(line));
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      req: { method: 'GET', url: '/api/users/v1/user_info?[redacted]' },
      res: { statusCode: res.statusCode },
      responseTime: expect.any(Number),
    });
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('never log passwords, tokens, cookies or query strings', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?token=tok-in-query',
      headers: { cookie: 'orchid_session=cookie-secret', authorization: 'Bearer bearer-secret' },
      payload: { password: 'Pa55word!long', token: 'tok-in-body' },
    });
    await t.app.inject({ url: '/reset-password?token=page-token' });
    const logs = t.logs.join('');
    for (const secret of [
      'tok-in-query',
      'cookie-secret',
      'bearer-secret',
      'Pa55word',
      'tok-in-body',
      'page-token',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('errors', () => {
  it('answer JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
  });

  it('answer invalid input with 422 and the spec shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reporting/v1/frontend_error',
      payload: { live_dev_env: 'dev', url: 'http://localhost/', reporter_module: 7 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [
        {
          msg: 'Invalid input: expected string, received number',
          loc: ['body', 'reporter_module'],
        },
        { msg: 'Field required', loc: ['body', 'frontend_error'] },
      ],
    });
  });

  it('answer malformed JSON with 400 in the spec shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });

  it('answer bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ detail: 'The request is too large.' });
  });

  it('never show a stack trace or SQL, and never log the parameters', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      detail: 'Something went wrong on our side. Please try again later.',
    });
    expect(res.body).not.toMatch(/select|at |\.ts/);
    const logs = t.logs.join('');
    expect(logs).toContain('database error reached the error handler');
    expect(logs).not.toContain('hopeless');
  });

  it('maps a foreign-key or unique violation that reached it to a 4xx, and logs the defect', async () => {
    const fk = await t.app.inject({ method: 'POST', url: '/api/test/unknown-owner' });
    expect(fk.statusCode).toBe(422);
    expect(fk.json()).toEqual({
      detail: 'The request refers to something that does not exist.',
      code: 'platform.missingReference',
    });
    const unique = await t.app.inject({ method: 'POST', url: '/api/test/twice' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json()).toEqual({
      detail: 'This already exists.',
      code: 'platform.alreadyExists',
    });
    expect(t.logs.join('')).toContain('"sql_state":"23505"');
  });
});

describe('routes', () => {
  it('must declare who may call them', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, webDir });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      'GET /api/undeclared must declare who may call it (config.access)',
    );
    await app.close();
  });

  it('are described in the OpenAPI document, with a docs UI', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const report = doc.paths['/api/reporting/v1/frontend_error'].post;
    expect(report.description).toBe('Who may call: anyone.');
    expect(Object.keys(report.requestBody.content['application/json'].schema.properties)).toEqual([
      'live_dev_env',
      'url',
      'reporter_module',
      'context',
      'frontend_error',
    ]);
    expect(report.responses['201']).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says whether the database answers', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
    const broken = await buildApp({
      config: testConfig(),
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
      webDir,
    });
    const res = await broken.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    // The refusal carries its code beside the spec's detail; the web decides on the code.
    expect(res.json()).toEqual({
      detail: 'The database is not reachable.',
      code: 'platform.databaseUnreachable',
    });
    await broken.close();
  });
});

describe('the web app', () => {
  it('serves index.html with the brand, never cached', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Acme &lt;Care&gt;</title>');
    expect(res.body).toContain('<meta name="brand-name" content="Acme &lt;Care&gt;" />');
    expect(res.body).toContain('<meta name="support-email" content="help@care.example.org" />');
  });

  it('falls back to index.html on every non-API path (history routing)', async () => {
    for (const url of ['/pro-dashboard/homepage', '/page-not-found', '/confirm-email?token=abc']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const res = await t.app.inject({ url: '/assets/gone-12345678.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves top-level files such as the favicon', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer other methods with the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
  });
});

describe('compression', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of a built asset to a browser that accepts it', async () => {
    const res = await get('/assets/chunk-Ef56Gh78.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${bigScript}//br`);
  });

  it('sends the gzip copy when the browser takes only gzip', async () => {
    const res = await get('/assets/chunk-Ef56Gh78.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${bigScript}//gz`);
  });

  it('sends the file itself, still varying by encoding, when the browser takes none', async () => {
    const res = await get('/assets/chunk-Ef56Gh78.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(bigScript);
  });

  it('never caches index.html, compressed or not', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/', encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses JSON answers of 1 KB and more', async () => {
    const br = await get('/api/test/json/1500', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(jsonOf(1500));
    const gzip = await get('/api/test/json/1500', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(jsonOf(1500));
  });

  it('leaves smaller answers, and answers to a browser that takes no encoding, as they are', async () => {
    const small = await get('/api/test/json/900', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(jsonOf(900));
    const plain = await get('/api/test/json/1500');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(jsonOf(1500));
  });

  it('never compresses an event stream', async () => {
    const res = await get('/api/test/events', 'gzip, deflate, br');
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('/robots.txt', () => {
  it('is a robots file, not the app', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/pro-dashboard$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/email-preference$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    expect(res.body).not.toContain('<');
  });
});

describe('/sitemap.xml', () => {
  it("names the blog's and the press page's sections, categories and posts, with their last change", async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain('<url><loc>http://localhost:3000/blogs</loc></url>');
    expect(res.body).toContain('<url><loc>http://localhost:3000/press</loc></url>');
    expect(res.body).toContain(
      '<url><loc>http://localhost:3000/blogs/industry-research</loc></url>',
    );
    // A starter post of the fresh installation, with when it last changed.
    expect(res.body).toMatch(
      /<url><loc>http:\/\/localhost:3000\/blogs\/how-to-book-a-session<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    // Without the web build's prerender module (this test's web folder has none), no pages of it.
    expect(res.body).not.toContain('<loc>http://localhost:3000/</loc>');
  });
});
