import type { DemoRequestInput } from '@orchid/contracts/marketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, TestBrowser } from '../../test/browser';
import { signedInOperator } from '../../test/operators';
import { createTestApp, type TestApp } from '../../test/test-app';

// The marketing pages' calls: a demo request (kept, the operator mailed through the job queue,
// the browser sent on), a lead from the case study's form, the case study itself, and the
// desk's two lists. The authorization matrix refuses the lists to everyone but operators.

const DEMO = '/api/quiz/v1/marketing_page/request_demo';
const LEAD = '/api/quiz/v1/marketing_page/lead';
const CASE_STUDY = '/api/quiz/v1/marketing_page/case_study.pdf';
const SUPPORT = 'sales@orchid.example';

let t: TestApp;
let booking: TestApp;
let operator: { browser: TestBrowser };

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
  booking = await createTestApp({
    env: {
      DEMO_BOOKING_URL: 'https://cal.example/orchid/demo?utm_source=site',
      MARKETING_CLAIMS: 'partner-savings,no-shows',
    },
  });
  operator = await signedInOperator(t, 'desk@example.org');
}, 60_000);
afterAll(async () => {
  await t.close();
  await booking.close();
});

/** Each test from an address of its own: the forms are limited per address. */
let address = 10;
const visitor = (app = t) => new TestBrowser(app.app, `198.51.100.${address++}`);

const request: DemoRequestInput = {
  first_name: ' Dana ',
  last_name: 'Moss',
  email: 'dana@example.org',
};

describe('POST request_demo', () => {
  it('keeps the request, mails the operator and sends the browser to the thank-you page', async () => {
    const res = await visitor().post(DEMO, request);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirect_url: '/demo-requested' });

    const mail = await latestMail(t, SUPPORT);
    expect(mail?.subject).toBe('Orchid demo request: Dana Moss');
    expect(mail?.text).toContain('Dana Moss (dana@example.org) asked for a demo.');
    expect(mail?.text).toContain('/admin/demo-requests');

    const list = await operator.browser.get('/api/admin/v1/marketing/demo_requests');
    expect(list.statusCode).toBe(200);
    expect(list.json().demo_requests[0]).toMatchObject({
      first_name: 'Dana',
      last_name: 'Moss',
      email: 'dana@example.org',
      create_datetime: expect.any(String),
    });
  });

  it("sends the browser to the operator's scheduling page with the name and e-mail", async () => {
    const res = await visitor(booking).post(DEMO, { ...request, first_name: 'Ana María' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().redirect_url);
    expect(url.origin + url.pathname).toBe('https://cal.example/orchid/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'site',
      first_name: 'Ana María',
      last_name: 'Moss',
      name: 'Ana María Moss',
      email: 'dana@example.org',
    });
  });

  it('refuses a missing name or a wrong address with the field named, keeping nothing', async () => {
    const before = (await operator.browser.get('/api/admin/v1/marketing/demo_requests')).json();
    for (const body of [
      { ...request, first_name: '  ' },
      { ...request, last_name: undefined },
      { ...request, email: 'dana@' },
      { ...request, extra: 'field' },
    ]) {
      const res = await visitor().post(DEMO, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ msg: expect.any(String) })]);
    }
    const wrongEmail = await visitor().post(DEMO, { ...request, email: 'dana@' });
    expect(wrongEmail.json().detail[0]).toMatchObject({
      loc: ['body', 'email'],
      msg: 'Enter a valid e-mail address, like name@example.com.',
    });
    const after = (await operator.browser.get('/api/admin/v1/marketing/demo_requests')).json();
    expect(after.total).toBe(before.total);
  });

  it('limits how many requests one address sends in an hour', async () => {
    const browser = visitor();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await browser.post(DEMO, request)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('POST lead and the case study', () => {
  it('keeps a case-study lead for the desk, newest first', async () => {
    for (const first_name of ['Ada', 'Ben']) {
      const res = await visitor().post(LEAD, {
        first_name,
        email: `${first_name.toLowerCase()}@example.org`,
        source: 'CaseStudy',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(String) });
    }
    const list = await operator.browser.get('/api/admin/v1/marketing/leads?limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      leads: [
        {
          id: expect.any(String),
          first_name: 'Ben',
          email: 'ben@example.org',
          source: 'CaseStudy',
          create_datetime: expect.any(String),
        },
      ],
      total: 2,
    });
  });

  it('refuses a lead without a first name, a valid address or a known source', async () => {
    for (const body of [
      { first_name: '', email: 'ada@example.org', source: 'CaseStudy' },
      { first_name: 'Ada', email: 'not an address', source: 'CaseStudy' },
      { first_name: 'Ada', email: 'ada@example.org', source: 'Newsletter' },
    ]) {
      expect((await visitor().post(LEAD, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers the case study as a PDF download, with the confirmed statistics only', async () => {
    const res = await visitor().get(CASE_STUDY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orchid-case-study.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Its words are in case-study-pdf.test.ts; here: a confirmed statistic makes another file.
    const confirmed = await visitor(booking).get(CASE_STUDY);
    expect(confirmed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(confirmed.rawPayload.equals(res.rawPayload)).toBe(false);
  });
});

describe('POST clicks', () => {
  const CLICKS = '/api/quiz/v1/marketing_page/clicks';
  const DESK = '/api/admin/v1/marketing/clicks';
  const clicksOn = (page: string, ...buttons: string[]) => ({
    clicks: buttons.map((button) => ({ page, button })),
  });

  it('adds to the day’s count of each page and button, and the desk lists the counts, newest day first', async () => {
    const mbc = '/measurement-based-care';
    const first = await visitor().post(
      CLICKS,
      clicksOn(mbc, 'book-your-free-demo', 'book-your-free-demo', 'start-your-free-trial'),
    );
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ counted: 3 });
    expect((await visitor().post(CLICKS, clicksOn(mbc, 'book-your-free-demo'))).statusCode).toBe(
      202,
    );
    const today = t.clock.now().toISOString().slice(0, 10);
    t.clock.advance(24 * 60 * 60_000);
    await visitor().post(CLICKS, clicksOn('/ehr-security', 'get-your-secure-free-trial'));
    const tomorrow = t.clock.now().toISOString().slice(0, 10);
    // A day later the desk's session has ended: an operator signed in now reads the counts.
    operator = await signedInOperator(t);

    const list = await operator.browser.get(DESK);
    expect(list.statusCode).toBe(200);
    // Counts only: nothing about the visitors.
    expect(list.json()).toEqual({
      clicks: [
        { day: tomorrow, page: '/ehr-security', button: 'get-your-secure-free-trial', count: 1 },
        { day: today, page: mbc, button: 'book-your-free-demo', count: 3 },
        { day: today, page: mbc, button: 'start-your-free-trial', count: 1 },
      ],
      total: 3,
    });
  });

  it('refuses pages that are not counted, odd button names and empty or long batches, counting nothing', async () => {
    const before = (await operator.browser.get(DESK)).json().clicks;
    const tooMany = clicksOn('/ehr-security', ...Array.from({ length: 21 }, () => 'try-it'));
    for (const body of [
      clicksOn('/login', 'sign-in'),
      clicksOn('/ehr-security', 'Get Trial'),
      clicksOn('/ehr-security', 'x'.repeat(61)),
      clicksOn('/ehr-security', '<script>'),
      { clicks: [] },
      tooMany,
      { clicks: [{ page: '/ehr-security', button: 'try-it', visitor: 'me' }] },
    ]) {
      const res = await visitor().post(CLICKS, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await operator.browser.get(DESK)).json().clicks).toEqual(before);
  });

  it('limits how many batches one address sends in a minute', async () => {
    const browser = visitor();
    const answers = [];
    for (let i = 0; i < 61; i++) {
      answers.push(
        (await browser.post(CLICKS, clicksOn('/about-us', 'find-a-therapist'))).statusCode,
      );
    }
    expect(answers.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
