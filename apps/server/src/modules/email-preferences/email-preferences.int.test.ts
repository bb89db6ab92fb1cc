import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { preferenceTokenKey, signPreferenceToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Mail = { subject: string; text: string; html: string | null; headers: Record<string, string> };

async function mailsTo(address: string): Promise<Mail[]> {
  while ((await t.app.jobs.runDue(100)) > 0) {}
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${encodeURIComponent(address)}`,
    remoteAddress: '127.0.0.1',
  });
  return res.json().messages as Mail[];
}

const reminder = (to: string, subject = 'Reminder: your session tomorrow') =>
  t.app.mailer.send(
    { to, subject, text: 'Your session is tomorrow at 10:00.', html: '<p>Tomorrow at 10:00.</p>' },
    { category: 'reminders' },
  );

/** The token of a mail's one-click unsubscribe address (its List-Unsubscribe header). */
function oneClickOf(mail: Mail | undefined): string {
  const header = mail?.headers['List-Unsubscribe'] ?? '';
  const match = header.match(/^<(https?:\/\/[^>]+)>, <mailto:[^>]+>$/);
  if (!match?.[1]) throw new Error(`no one-click address in "${header}"`);
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}
const tokenOf = (mail: Mail | undefined) =>
  new URL(oneClickOf(mail), 'http://x').searchParams.get('token') ?? '';

/** What a mail provider sends to a List-Unsubscribe address (RFC 8058): no cookies, a form. */
const oneClick = (path: string, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType },
    payload: 'List-Unsubscribe=One-Click',
  });

const byToken = (path: string, token: string) =>
  `/api/users/v1/email_preference/${path}?token=${encodeURIComponent(token)}`;

describe('mails of a category', () => {
  it('carry unsubscribe and preference links, and RFC 8058 one-click headers', async () => {
    await registerConfirmed(t, { email: 'linked@example.org', type: 'member' });
    await reminder('linked@example.org');
    const [mail] = await mailsTo('linked@example.org');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/users\/v1\/email_preference\/unsubscribe\?token=[\w.-]+>, <mailto:support@localhost\?subject=Unsubscribe%20from%20session%20reminders&body=Please%20unsubscribe%20me%3A%20http%3A%2F%2Flocalhost%3A3000%2Femail-preference%2Funsubscribe%3Ftoken%3D[\w.%-]+>$/,
    );
    const token = encodeURIComponent(tokenOf(mail));
    expect(mail?.text).toContain(
      `Unsubscribe from session reminders: http://localhost:3000/email-preference/unsubscribe?token=${token}`,
    );
    expect(mail?.text).toContain(
      `Manage your e-mail preferences: http://localhost:3000/email-preference?token=${token}`,
    );
    expect(mail?.html).toContain('Unsubscribe from session reminders</a>');
  });

  it('essential mails have neither', async () => {
    await registerConfirmed(t, { email: 'essential@example.org', type: 'member' });
    const [confirmation] = await mailsTo('essential@example.org');
    expect(confirmation?.subject).toMatch(/^Confirm your email/);
    expect(confirmation?.headers).toEqual({});
    expect(confirmation?.text).not.toContain('/email-preference');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes with a POST and no session; later mails of the category stop, essential ones do not', async () => {
    const { sub } = await registerConfirmed(t, { email: 'oneclick@example.org', type: 'member' });
    await reminder('oneclick@example.org', 'First reminder');
    const [first] = await mailsTo('oneclick@example.org');

    const res = await oneClick(oneClickOf(first));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'oneclick@example.org',
      link_category: 'reminders',
      // A member gets no practice's mails, so is offered no choice about them.
      categories: [
        { category: 'reminders', subscribed: false },
        { category: 'product_news', subscribed: true },
        { category: 'blog', subscribed: true },
      ],
    });
    // Twice is the same as once.
    expect((await oneClick(oneClickOf(first))).statusCode).toBe(200);

    await reminder('oneclick@example.org', 'Second reminder');
    await t.app.inject({
      method: 'PUT',
      url: '/api/login/v1/forgot_password',
      payload: { username_or_email: 'oneclick@example.org' },
    });
    const subjects = (await mailsTo('oneclick@example.org')).map((mail) => mail.subject);
    expect(subjects).not.toContain('Second reminder');
    expect(subjects).toContain('Reset your Orchid password');

    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectUserId, sub),
          eq(auditEvents.action, 'email_preference.unsubscribe'),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.detail).toEqual({ reminders: false, via: 'one-click' });
  });

  it('takes the form as multipart/form-data too', async () => {
    await registerConfirmed(t, { email: 'multipart@example.org', type: 'member' });
    await reminder('multipart@example.org');
    const [mail] = await mailsTo('multipart@example.org');
    const boundary = 'XyZ';
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickOf(mail),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories[0]).toEqual({ category: 'reminders', subscribed: false });
  });

  it('counts a change made after the mail was queued', async () => {
    await registerConfirmed(t, { email: 'late@example.org', type: 'member' });
    await reminder('late@example.org', 'Earlier reminder');
    const [earlier] = await mailsTo('late@example.org');
    // Queued, not sent yet, when its person unsubscribes.
    await reminder('late@example.org', 'Queued reminder');
    await oneClick(oneClickOf(earlier));
    const subjects = (await mailsTo('late@example.org')).map((mail) => mail.subject);
    expect(subjects).toContain('Earlier reminder');
    expect(subjects).not.toContain('Queued reminder');
  });

  it('refuses forged tokens, tokens of another address, and tokens whose address changed', async () => {
    const { sub } = await registerConfirmed(t, { email: 'forged@example.org', type: 'member' });
    await reminder('forged@example.org');
    const token = tokenOf((await mailsTo('forged@example.org'))[0]);
    const [payload, signature] = token.split('.');

    const otherKey = preferenceTokenKey('another-secret-another-secret-another-01');
    const forged = signPreferenceToken(
      otherKey,
      { category: 'reminders', subject: { userId: sub } },
      'forged@example.org',
    );
    const otherCategory = `${Buffer.from(JSON.stringify({ c: 'blog', u: sub })).toString('base64url')}.${signature}`;
    for (const bad of [
      forged,
      otherCategory,
      `${payload}.${signature?.slice(1)}A`,
      'x'.repeat(60),
    ]) {
      const res = await oneClick(byToken('unsubscribe', bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({
        detail:
          'This link does not work anymore. Log in to manage your e-mail preferences, or use the link in a newer e-mail.',
        code: 'emailPreferences.badLink',
      });
    }

    // The account's address changes: links sent to the old one stop working.
    await t.database.db
      .update(users)
      .set({ email: 'forged-new@example.org' })
      .where(eq(users.id, sub));
    expect((await oneClick(byToken('unsubscribe', token))).statusCode).toBe(404);
    const read = await t.app.inject({ url: byToken('by_token', token) });
    expect(read.statusCode).toBe(404);
  });
});

describe('the preference pages', () => {
  it('show and change preferences with a link, unsubscribe and resubscribe', async () => {
    await registerConfirmed(t, { email: 'pages@example.org', type: 'member' });
    await reminder('pages@example.org', 'Before');
    const token = tokenOf((await mailsTo('pages@example.org'))[0]);
    const guest = new TestBrowser(t.app);

    const shown = await guest.get(byToken('by_token', token));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email: 'pages@example.org',
      link_category: 'reminders',
      categories: [
        { category: 'reminders', subscribed: true },
        { category: 'product_news', subscribed: true },
        { category: 'blog', subscribed: true },
      ],
    });

    const saved = await guest.put(byToken('by_token', token), {
      reminders: true,
      product_news: false,
      blog: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().categories.map((c: { subscribed: boolean }) => c.subscribed)).toEqual([
      true,
      false,
      false,
    ]);

    const out = await guest.post(byToken('unsubscribe', token));
    expect(out.json().categories[0]).toEqual({ category: 'reminders', subscribed: false });
    await reminder('pages@example.org', 'While unsubscribed');
    await mailsTo('pages@example.org');
    const back = await guest.post(byToken('resubscribe', token));
    expect(back.statusCode).toBe(200);
    expect(back.json().categories[0]).toEqual({ category: 'reminders', subscribed: true });
    await reminder('pages@example.org', 'After');
    expect((await mailsTo('pages@example.org')).map((mail) => mail.subject)).toEqual([
      'After',
      'Before',
      expect.stringMatching(/^Confirm your email/),
    ]);

    const missing = await guest.put(byToken('by_token', token), { reminders: false });
    expect(missing.statusCode).toBe(422);
  });

  it("show and change the signed-in person's own", async () => {
    const { browser, sub } = await registerConfirmed(t, {
      email: 'own@example.org',
      type: 'orchid_pro',
    });
    const own = await browser.get('/api/users/v1/email_preference');
    expect(own.json()).toMatchObject({ email: 'own@example.org', link_category: null });
    const saved = await browser.put('/api/users/v1/email_preference', {
      reminders: false,
      practice_activity: false,
      product_news: true,
      blog: false,
    });
    expect(saved.json().categories).toEqual([
      { category: 'reminders', subscribed: false },
      { category: 'practice_activity', subscribed: false },
      { category: 'product_news', subscribed: true },
      { category: 'blog', subscribed: false },
    ]);
    // A category left out (practice_activity, which only practices get) stays as it was.
    const again = await browser.put('/api/users/v1/email_preference', {
      reminders: false,
      product_news: true,
      blog: false,
    });
    expect(again.json().categories[1]).toEqual({
      category: 'practice_activity',
      subscribed: false,
    });
    const [logged] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, 'email_preference.save')),
      );
    expect(logged).toMatchObject({
      actorUserId: sub,
      detail: { reminders: false, blog: false, via: 'signed in' },
    });
    await reminder('own@example.org', 'Not wanted');
    expect((await mailsTo('own@example.org')).map((m) => m.subject)).not.toContain('Not wanted');
    expect((await new TestBrowser(t.app).get('/api/users/v1/email_preference')).statusCode).toBe(
      403,
    );
  });

  it('keep the choice of someone without an account by address', async () => {
    await t.app.mailer.send(
      { to: 'Reader@Example.org', subject: 'New on the blog', text: 'A new post.' },
      { category: 'blog' },
    );
    const [post] = await mailsTo('Reader@Example.org');
    expect(post?.text).toContain('You get this because you are subscribed to new blog posts.');
    const res = await oneClick(oneClickOf(post));
    expect(res.json()).toMatchObject({ email: 'reader@example.org', link_category: 'blog' });
    await t.app.mailer.send(
      { to: 'Reader@Example.org', subject: 'Another post', text: 'Another.' },
      { category: 'blog' },
    );
    await t.app.mailer.send(
      { to: 'Reader@Example.org', subject: 'Product news', text: 'News.' },
      { category: 'product_news' },
    );
    const subjects = (await mailsTo('Reader@Example.org')).map((mail) => mail.subject);
    expect(subjects).toEqual(['Product news', 'New on the blog']);
  });
});
