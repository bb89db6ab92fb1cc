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

const resetTo = 'Birch-Creek-2027!';

/** Asks for a reset link through the API and answers the link of the mail. */
async function resetLink(request: Parameters<typeof createConfirmedAccount>[0], email: string) {
  const asked = await request.put('/api/login/v1/forgot_password', {
    data: { username_or_email: email },
  });
  expect(asked.status()).toBe(200);
  return linkIn(await latestMail(request, email, /^Reset your/), '/reset-password');
}

test('a reset refuses the current password under the field, and the link still works after', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('reset-same', testInfo);
  await createConfirmedAccount(request, 'member', email);
  const link = await resetLink(request, email);

  await page.goto(link);
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset my password' }).click();
  const same = page.getByText('New password cannot be the same as current password');
  await expect(same).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'reset-password-same-password');

  // The link was not used up by the refusal.
  await password.fill(resetTo);
  await page.getByLabel('Confirm new password').fill(resetTo);
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
  await logInWith(login, email, resetTo);
  await expect(page).toHaveURL(/\/member-dashboard\/homepage$/);
});
