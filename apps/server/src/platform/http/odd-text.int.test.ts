import { ErrorBodySchema, unsafeTextMessage } from '@orchid/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// The probe found 500s for a NUL byte in text fields: PostgreSQL cannot store it. Every
// contract string now refuses NUL and lone surrogates with a 422 that names the field.

let t: TestApp;
let member: TestBrowser;
let pro: TestBrowser;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '100' } });
  member = (await registerConfirmed(t, { email: 'odd-member@example.org', type: 'member' }))
    .browser;
  pro = (await registerConfirmed(t, { email: 'odd-pro@example.org', type: 'orchid_pro' })).browser;
});
afterAll(() => t.close());

type Case = {
  method: 'POST' | 'PUT';
  url: string;
  who: 'anonymous' | 'member' | 'pro';
  body: (odd: string) => object;
  loc: (string | number)[];
};

const cases: Case[] = [
  {
    method: 'POST',
    url: '/api/reporting/v1/frontend_error',
    who: 'anonymous',
    body: (odd) => ({ live_dev_env: 'dev', url: '/', reporter_module: 'm', frontend_error: odd }),
    loc: ['body', 'frontend_error'],
  },
  {
    method: 'POST',
    url: '/api/login/v1/initiate_auth',
    who: 'anonymous',
    body: (odd) => ({ username_or_email: 'a@example.org', password: odd }),
    loc: ['body', 'password'],
  },
  {
    method: 'POST',
    url: '/api/users/v1/patient/account',
    who: 'anonymous',
    body: (odd) => ({
      user_in: { email: 'new-odd@example.org', password: 'Tangerine-Kite-48!' },
      patient_in: { first_name: odd, is_over_eighteen: true },
    }),
    loc: ['body', 'patient_in', 'first_name'],
  },
  {
    method: 'POST',
    url: '/api/users/v1/orchid_pro/account',
    who: 'anonymous',
    body: (odd) => ({
      user_in: { email: 'new-odd-pro@example.org', password: 'Tangerine-Kite-48!' },
      orchid_pro_in: { first_name: 'Alex', last_name: odd, is_over_eighteen: true },
    }),
    loc: ['body', 'orchid_pro_in', 'last_name'],
  },
  {
    method: 'PUT',
    url: '/api/users/v1/patient/',
    who: 'member',
    body: (odd) => ({ first_name: 'Sam', last_name: 'Lee', dob: '1990-01-01', biography: odd }),
    loc: ['body', 'biography'],
  },
  {
    method: 'PUT',
    url: '/api/users/v1/orchid_pro/',
    who: 'pro',
    body: (odd) => ({ business_entity_name: odd }),
    loc: ['body', 'business_entity_name'],
  },
];

const oddValues = { nul: 'Lee\u0000; drop', 'lone surrogate': 'Lee \ud83d' };

describe('text with NUL or a lone surrogate', () => {
  for (const c of cases) {
    for (const [name, odd] of Object.entries(oddValues)) {
      it(`is a 422 on ${c.method} ${c.url} (${name})`, async () => {
        const browser =
          c.who === 'member' ? member : c.who === 'pro' ? pro : new TestBrowser(t.app);
        const res = await browser.request({ method: c.method, url: c.url, payload: c.body(odd) });
        expect(res.statusCode).toBe(422);
        const body = ErrorBodySchema.parse(res.json());
        expect(body.detail).toContainEqual({ msg: unsafeTextMessage, loc: c.loc });
      });
    }
  }
});
