import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoAccounts } from '../accounts/demo-accounts';
import { users } from '../accounts/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
});
afterAll(() => t.close());

describe('demo data', () => {
  it.each(demoAccounts)('lets $email sign in, confirmed and signed up', async (account) => {
    const browser = new TestBrowser(t.app);
    expect((await signIn(browser, account.email, account.password)).statusCode).toBe(200);
    expect((await browser.get('/api/users/v1/user_info')).json()).toMatchObject({
      user_type: account.userType,
      email_confirmed: true,
      signup_form_finished: true,
    });
  });

  it('gives the demo member a finished profile and one minor', async () => {
    const member = demoAccounts.find((a) => a.userType === 'member');
    if (!member) throw new Error('no demo member');
    const browser = new TestBrowser(t.app);
    await signIn(browser, member.email, member.password);
    expect((await browser.get('/api/users/v1/patient/')).json()).toMatchObject({
      last_name: 'Rivera',
      home_state: 'OR',
      signup_form_finished: true,
    });
    const info = (await browser.get('/api/users/v1/user_info')).json();
    expect(info.minors).toEqual([expect.objectContaining({ first_name: 'Robin' })]);
  });

  it('is created on an empty database only', async () => {
    const again = await createTestApp({ database: t.database, env: { DEMO_DATA: 'true' } });
    // Two accounts and the member's minor.
    expect(await t.database.db.select().from(users)).toHaveLength(demoAccounts.length + 1);
    await again.close();
  });
});
