import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import type { TestApp } from './test-app';

type StoredCookie = { value: string; path: string };

/**
 * A browser for server tests: talks to the app through inject and keeps the cookies it is
 * given (by path), so tests read like a person signing in and out.
 */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '203.0.113.10',
    readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser',
  ) {}

  async request(options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader(options.url.split('?')[0] ?? '/');
    const res = await this.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress: this.ip,
      headers: {
        'user-agent': this.userAgent,
        // What a browser says of a request from our own pages (the origin check reads it).
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
    for (const c of res.cookies) {
      const cleared = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= 0);
      if (cleared) this.cookies.delete(c.name);
      else
        this.cookies.set(c.name, {
          value: c.value,
          path: typeof c.path === 'string' ? c.path : '/',
        });
    }
    return res;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  /** The Cookie header this browser sends to `path`. */
  cookieHeader(path: string): string {
    return [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  /** A copy of this browser's cookies, to replay them later like a thief would. */
  snapshot(): Map<string, StoredCookie> {
    return new Map(this.cookies);
  }

  restore(cookies: Map<string, StoredCookie>) {
    this.cookies.clear();
    for (const [name, c] of cookies) this.cookies.set(name, c);
  }
}

type MailboxMessage = {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

/**
 * The newest mail to `to` kept in the outbox (with `subject`, the newest of those), once the
 * queued mails have been delivered. The test clock stands still, so mails sent together are
 * told apart by their subject.
 */
export async function latestMail(t: TestApp, to: string, subject?: string) {
  while ((await t.app.jobs.runDue(100)) > 0) {}
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
    remoteAddress: '127.0.0.1',
  });
  const messages = res.json().messages as MailboxMessage[];
  return subject === undefined ? messages[0] : messages.find((m) => m.subject === subject);
}

/** The token of the newest link to `page` (confirm-email, reset-password) mailed to `to`. */
export async function mailedToken(
  t: TestApp,
  to: string,
  page: string,
  param = 'token',
): Promise<string> {
  const link = new RegExp(`/${page}\\?${param}=([A-Za-z0-9_-]+)`);
  // Another test's runDue may have claimed this mail's job a moment before ours looked (SKIP
  // LOCKED passes it over) and still be sending it: look again for a while before giving up.
  for (let tries = 0; tries < 40; tries++) {
    const match = (await latestMail(t, to))?.text.match(link);
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

export const strongPassword = 'Tangerine-Kite-48!';

type AccountInput = { email: string; password?: string; type?: 'member' | 'orchid_pro' };

/** Registers an account in a new browser, which stays signed in. */
export async function register(t: TestApp, input: AccountInput, ip?: string) {
  const browser = new TestBrowser(t.app, ip);
  const password = input.password ?? strongPassword;
  const res =
    input.type === 'member'
      ? await browser.post('/api/users/v1/patient/account', {
          user_in: { email: input.email, password },
          patient_in: { first_name: 'Sam', is_over_eighteen: true },
        })
      : await browser.post('/api/users/v1/orchid_pro/account', {
          user_in: { email: input.email, password },
          orchid_pro_in: { first_name: 'Alex', last_name: 'Kim', is_over_eighteen: true },
        });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return { browser, password, sub: res.json().sub as string };
}

/** Registers and confirms an account; the browser stays signed in. */
export async function registerConfirmed(t: TestApp, input: AccountInput, ip?: string) {
  const account = await register(t, input, ip);
  const token = await mailedToken(t, input.email, 'confirm-email');
  await account.browser.post('/api/users/v1/confirm_email', { token });
  return account;
}

/** Adds a minor (Robin Rivera) to a guardian's account; returns the minor's user id. */
export async function addMinor(guardian: TestBrowser): Promise<string> {
  const res = await guardian.post('/api/users/v1/minors', {
    first_name: 'Robin',
    last_name: 'Rivera',
    dob: '2016-02-03',
    relationship: 'Parent',
  });
  if (res.statusCode !== 201) throw new Error(`adding a minor failed: ${res.body}`);
  return res.json().orchid_user_id as string;
}

/** Adds a minor to the guardian's account and acts for them in the guardian's browser. */
export async function actForNewMinor(guardian: { browser: TestBrowser; sub: string }) {
  const minorId = await addMinor(guardian.browser);
  const res = await guardian.browser.post(`/api/users/v1/minors/switch/${guardian.sub}/${minorId}`);
  if (res.statusCode !== 200) throw new Error(`acting for the minor failed: ${res.body}`);
  return minorId;
}

export const signIn = (browser: TestBrowser, email: string, password: string, extra = {}) =>
  browser.post('/api/login/v1/initiate_auth', { username_or_email: email, password, ...extra });

/** The current code of an authenticator app holding `secret`, at the test clock's time. */
export function totpCode(secret: string, at: Date): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: at.getTime(),
  });
}
