import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, signIn, strongPassword, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// Sessions begun before the server set the web's session marker (orchid_session): they keep
// their session without signing in again. The web asks for user info only with the marker.

const webDir = mkdtempSync(path.join(tmpdir(), 'orchid-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Orchid</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

const marker = 'orchid_session';
const markerSet = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === marker);

/** A browser signed in as the server did before the marker: the session cookies alone. */
async function signedInWithoutMarker(email: string) {
  await registerConfirmed(t, { email });
  const browser = new TestBrowser(t.app);
  expect((await signIn(browser, email, strongPassword)).statusCode).toBe(200);
  browser.cookies.delete(marker);
  return browser;
}

describe('the session marker for sessions from before it', () => {
  it("is set by the app's page and by any API answer when the access cookie comes", async () => {
    const browser = await signedInWithoutMarker('before-page@example.org');
    const page = await browser.get('/pricing');
    expect(page.statusCode).toBe(200);
    expect(markerSet(page)).toMatchObject({ value: '1', path: '/' });
    expect(page.cookies.find((cookie) => cookie.name === marker)?.httpOnly).toBeFalsy();
    expect(browser.cookies.has(marker)).toBe(true);

    browser.cookies.delete(marker);
    const answer = await browser.get('/api/users/v1/user_info');
    expect(answer.statusCode).toBe(200);
    expect(markerSet(answer)?.value).toBe('1');
    // Once there, it is not set again.
    expect(markerSet(await browser.get('/'))).toBeUndefined();
  });

  it('is not set for a guest', async () => {
    const guest = new TestBrowser(t.app);
    expect(markerSet(await guest.get('/'))).toBeUndefined();
    expect(markerSet(await guest.get('/api/users/v1/user_info'))).toBeUndefined();
  });

  it('is set by POST session_marker when only the refresh cookie is left', async () => {
    const browser = await signedInWithoutMarker('before-refresh@example.org');
    // A remember-me access cookie lasts 15 minutes; the refresh cookie, sent only under
    // /api/login/v1, is what is left after that.
    browser.cookies.delete('orchid_access');
    expect(markerSet(await browser.get('/'))).toBeUndefined();

    const res = await browser.post('/api/login/v1/session_marker');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: true });
    expect(markerSet(res)).toMatchObject({ value: '1', path: '/' });
    // The web then asks who is signed in, and renews the access token on the refusal.
    expect((await browser.get('/api/users/v1/user_info')).statusCode).toBe(403);
    expect((await browser.post('/api/login/v1/renew_access_token')).statusCode).toBe(200);
    expect((await browser.get('/api/users/v1/user_info')).statusCode).toBe(200);
  });

  it('is not set by POST session_marker for a guest or an ended session', async () => {
    const guest = await new TestBrowser(t.app).post('/api/login/v1/session_marker');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ session: false });
    expect(markerSet(guest)).toBeUndefined();

    const browser = await signedInWithoutMarker('before-ended@example.org');
    const refresh = browser.cookies.get('orchid_refresh');
    await browser.post('/api/login/v1/logout');
    if (refresh) browser.cookies.set('orchid_refresh', refresh);
    const ended = await browser.post('/api/login/v1/session_marker');
    expect(ended.json()).toEqual({ session: false });
    expect(markerSet(ended)).toBeUndefined();
  });
});
