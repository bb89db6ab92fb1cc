import {
  createConfirmedAccount,
  latestMail,
  linkIn,
  logInWith,
  newPassword,
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

const resetTo = 'Moss-Stone-2027?';

test('a member resets a forgotten password from the mail and logs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('forgot', testInfo);
  await createConfirmedAccount(request, 'member', email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email').fill(`  ${email}  `);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'forgot-password');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('dialog', { name: 'Password link sent' });
  await expect(sent).toContainText(email);
  await saveScreenshot(page, testInfo, 'forgot-password-sent');

  const link = linkIn(await latestMail(request, email, /^Reset your/), '/reset-password');
  await page.goto(link);
  await expect(page).toHaveTitle('Choose a new password | Orchid');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(resetTo);
  await page.getByLabel('Confirm new password').fill('Moss-Stone-2028?');
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(resetTo);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Reset my password' }).click();

  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-done');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });

  // The old password no longer works; the new one does.
  await logInWith(login, email, newPassword);
  await expect(login.getByRole('alert')).toHaveText('Incorrect email or password.');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(resetTo);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard\/homepage$/);

  // The link worked once: opened again, it says so before anything is typed.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This reset link has been used or has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});
