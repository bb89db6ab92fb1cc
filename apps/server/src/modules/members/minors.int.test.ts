import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock reads 2026-11-22.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function guardian() {
  const { browser, sub } = await registerConfirmed(t, {
    email: `guardian${++n}@example.org`,
    type: 'member',
  });
  return { browser, sub, email: `guardian${n}@example.org` };
}

const minorBody = {
  first_name: 'Robin',
  last_name: 'Rivera',
  preferred_first_name: 'Rob',
  dob: '2015-06-01',
  relationship: 'Parent',
};
const addMinor = (browser: TestBrowser, body: object = minorBody) =>
  browser.post('/api/users/v1/minors', body);
const switchTo = (browser: TestBrowser, guardianId: string, minorId: string) =>
  browser.post(`/api/users/v1/minors/switch/${guardianId}/${minorId}`);
const userInfo = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/user_info')).json();

describe('POST /api/users/v1/minors', () => {
  it('adds a minor the member is guardian and billing user of', async () => {
    const { browser, sub } = await guardian();
    const res = await addMinor(browser);
    expect(res.statusCode).toBe(201);
    const minor = res.json();
    expect(minor).toMatchObject({
      first_name: 'Robin',
      last_name: 'Rivera',
      preferred_first_name: 'Rob',
      billing_user_id: sub,
      dob: '2015-06-01',
      relationship: 'Parent',
    });
    expect((await browser.get('/api/users/v1/minors')).json()).toEqual({ minors: [minor] });
    expect((await userInfo(browser)).minors).toEqual([
      {
        first_name: 'Robin',
        last_name: 'Rivera',
        orchid_user_id: minor.orchid_user_id,
        preferred_first_name: 'Rob',
        billing_user_id: sub,
      },
    ]);
  });

  it('refuses an adult, a wrong relationship and missing names', async () => {
    const { browser } = await guardian();
    const adult = await addMinor(browser, { ...minorBody, dob: '2008-11-22' });
    expect(adult.statusCode).toBe(422);
    expect(adult.json().detail).toEqual([
      { msg: 'A minor must be under 18 years old', loc: ['body', 'dob'] },
    ]);
    expect((await addMinor(browser, { ...minorBody, dob: '2008-11-23' })).statusCode).toBe(201);
    const bad = await addMinor(browser, { dob: '2015-06-01', relationship: 'Neighbour' });
    expect(bad.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'first_name',
      'last_name',
      'relationship',
    ]);
  });

  it('is for members only', async () => {
    const { browser } = await registerConfirmed(t, { email: 'minor-pro@example.org' });
    expect((await addMinor(browser)).statusCode).toBe(403);
  });
});

describe('acting for a minor', () => {
  it('describes the minor in user_info and the member calls, then switches back', async () => {
    const { browser, sub, email } = await guardian();
    const minor = (await addMinor(browser)).json();
    const res = await switchTo(browser, sub, minor.orchid_user_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      guardian_token_exp: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString(),
      current_minor_user_id: minor.orchid_user_id,
    });

    const info = await userInfo(browser);
    expect(info).toMatchObject({
      sub: minor.orchid_user_id,
      user_type: 'member',
      first_name: 'Robin',
      email,
      signup_form_finished: true,
      guardian_token_exp: res.json().guardian_token_exp,
      current_minor_user_id: minor.orchid_user_id,
      minors: [],
    });
    const profile = (await browser.get('/api/users/v1/patient/')).json();
    expect(profile).toMatchObject({ user_id: minor.orchid_user_id, dob: '2015-06-01', email });

    const back = await browser.post('/api/users/v1/minors/switch_back_to_guardian');
    expect(back.json()).toEqual({ acting_for_minor: false });
    const guardianInfo = await userInfo(browser);
    expect(guardianInfo.sub).toBe(sub);
    expect(guardianInfo.guardian_token_exp).toBeUndefined();
  });

  it('saves the minor profile, which must stay a minor', async () => {
    const { browser, sub } = await guardian();
    const minor = (await addMinor(browser)).json();
    await switchTo(browser, sub, minor.orchid_user_id);
    const body = { first_name: 'Robin', last_name: 'Rivera', dob: '2015-06-02' };
    expect((await browser.put('/api/users/v1/patient/', body)).statusCode).toBe(200);
    const adult = await browser.put('/api/users/v1/patient/', { ...body, dob: '2000-01-01' });
    expect(adult.statusCode).toBe(422);
  });

  it("refuses guardian-only calls from a minor's session", async () => {
    const { browser, sub } = await guardian();
    const minor = (await addMinor(browser)).json();
    const sibling = (await addMinor(browser, { ...minorBody, first_name: 'Kit' })).json();
    await switchTo(browser, sub, minor.orchid_user_id);
    const refused = {
      detail: 'This is not available while acting for a minor.',
      code: 'platform.guardianOnly',
    };
    for (const res of [
      await addMinor(browser),
      await browser.get('/api/users/v1/minors'),
      await switchTo(browser, sub, sibling.orchid_user_id),
      await browser.put('/api/login/v1/change_password', {
        current_password: 'Tangerine-Kite-48!',
        new_password: 'Lantern-Meadow-93?',
      }),
      await browser.post('/api/login/v1/mfa/setup'),
      await browser.put('/api/users/v1/resend_email_confirmation'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it('lets nobody else switch into a minor, and logs the attempt', async () => {
    const parent = await guardian();
    const minor = (await addMinor(parent.browser)).json();
    const stranger = await guardian();
    for (const guardianId of [stranger.sub, parent.sub]) {
      const res = await switchTo(stranger.browser, guardianId, minor.orchid_user_id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: 'You cannot act for this profile.' });
    }
    expect((await userInfo(stranger.browser)).sub).toBe(stranger.sub);
    const denied = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'minor.switch'), eq(auditEvents.outcome, 'denied')));
    expect(denied.filter((e) => e.actorUserId === stranger.sub)).toHaveLength(2);
    // A professional cannot either.
    const { browser: pro, sub: proSub } = await registerConfirmed(t, {
      email: 'switch-pro@example.org',
    });
    expect((await switchTo(pro, proSub, minor.orchid_user_id)).statusCode).toBe(403);
  });

  it('lasts 15 minutes unless renewed with renew_current_access', async () => {
    const app = await createTestApp({ database: t.database });
    const { browser, sub } = await registerConfirmed(app, {
      email: 'renewing@example.org',
      type: 'member',
    });
    const minor = (await browser.post('/api/users/v1/minors', minorBody)).json();
    await browser.post(`/api/users/v1/minors/switch/${sub}/${minor.orchid_user_id}`);
    app.clock.advance(10 * 60_000);
    const renewed = await browser.post('/api/users/v1/minors/renew_current_access');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().guardian_token_exp).toBe(
      new Date(app.clock.now().getTime() + 15 * 60_000).toISOString(),
    );
    app.clock.advance(10 * 60_000);
    expect((await browser.post('/api/login/v1/renew_access_token')).statusCode).toBe(200);
    expect((await browser.get('/api/users/v1/user_info')).json().sub).toBe(minor.orchid_user_id);
    app.clock.advance(6 * 60_000);
    expect((await browser.get('/api/users/v1/user_info')).json().sub).toBe(sub);
    const lapsed = await browser.post('/api/users/v1/minors/renew_current_access');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toMatchObject({ detail: 'You are not acting for a minor.' });
    await app.close();
  });
});
