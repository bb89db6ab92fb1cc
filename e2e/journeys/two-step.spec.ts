import {
  authenticator,
  codeBoxes,
  createConfirmedAccount,
  logInWith,
  logOut,
  newPassword,
  pasteInto,
  typeCode,
  uniqueEmail,
} from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Account journeys take several server round trips and mails each.
test.describe.configure({ timeout: 120_000 });

test('a professional turns on 2-step verification, logs in with a code, and turns it off', async ({
  page,
}, testInfo) => {
  // Up to three 30-second code steps.
  test.setTimeout(150_000);
  const email = uniqueEmail('two-step', testInfo);
  await createConfirmedAccount(page.request, 'professional', email);

  await page.goto('/pro-dashboard/settings');
  await expect(page).toHaveTitle('Settings | Orchid');
  const security = page.getByRole('region', { name: 'Account security' });
  await security.getByRole('button', { name: 'Start setup' }).click();
  await expect(
    security.getByRole('img', { name: 'QR code to add Orchid to your authentication app' }),
  ).toBeVisible();
  const secret = (await security.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'two-step-setup');

  const app = authenticator(secret);
  // A wrong code first: the server's message under the boxes.
  await typeCode(page, '000000');
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByText('The code is not valid. Please try again.')).toBeVisible();
  await codeBoxes(page).first().click();
  await pasteInto(page, await app.nextCode(page));
  await security.getByRole('button', { name: 'Turn on' }).click();

  const codes = security.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expect(security.getByText(/Store these codes safely/)).toBeVisible();
  await expect(security.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'two-step-recovery-codes');
  await security.getByRole('button', { name: 'I have stored my codes' }).click();
  await expect(
    security.getByRole('button', { name: 'Turn off 2-step verification' }),
  ).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/professional-homepage$/);

  await page.goto('/login');
  await logInWith(page, email, newPassword);
  await expect(page.getByRole('heading', { name: '2-step verification' })).toBeVisible();
  await expect(
    page.getByText('Enter the 6-digit security codes you have received on your authentication app'),
  ).toBeVisible();
  await expect(codeBoxes(page).first()).toBeFocused();

  // A paste spreads over the boxes, without what is not a digit...
  await pasteInto(page, '98 76-54');
  for (const [index, digit] of ['9', '8', '7', '6', '5', '4'].entries()) {
    await expect(codeBoxes(page).nth(index)).toHaveValue(digit);
  }
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'two-step-login');
  // ...and typing replaces the digits box by box.
  await typeCode(page, await app.nextCode(page));
  await page.getByRole('button', { name: 'Continue' }).click();
  // A professional whose signup is unfinished goes on to the quick intake.
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);

  await page.goto('/pro-dashboard/settings');
  await security.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await codeBoxes(page).first().click();
  await pasteInto(page, await app.nextCode(page));
  await security.getByRole('button', { name: 'Turn off 2-step verification' }).click();
  await expect(page.getByText('2-step verification is off')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Start setup' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'two-step-off');
});

test('a recovery code stands in for the 6-digit code at login', async ({ page }, testInfo) => {
  const email = uniqueEmail('recovery', testInfo);
  await createConfirmedAccount(page.request, 'member', email);
  const setup = await page.request.post('/api/login/v1/mfa/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const code = await authenticator(secret).nextCode(page);
  const enabled = await page.request.post('/api/login/v1/mfa/enable', { data: { mfa_code: code } });
  const { recovery_codes } = (await enabled.json()) as { recovery_codes: string[] };
  await page.request.post('/api/login/v1/logout');

  await page.goto('/login');
  await logInWith(page, email, newPassword);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery_codes[0] ?? '');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'two-step-recovery-login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/member-dashboard\/homepage$/);
});
