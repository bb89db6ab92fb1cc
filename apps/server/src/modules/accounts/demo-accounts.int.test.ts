import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoAccounts } from './demo-accounts';
import { users } from './tables';

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

  it('is created on an empty database only', async () => {
    const again = await createTestApp({ database: t.database, env: { DEMO_DATA: 'true' } });
    expect(await t.database.db.select().from(users)).toHaveLength(demoAccounts.length);
    await again.close();
  });
});
