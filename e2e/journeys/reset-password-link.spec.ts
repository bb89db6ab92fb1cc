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

test('a used reset link says so at once and sends a new link from the same page', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('reset-used', testInfo);
  await createConfirmedAccount(request, 'member', email);
  const used = await resetLink(request, email);
  const token = new URL(used, 'http://localhost').searchParams.get('token');
  const done = await request.post('/api/login/v1/reset_password', {
    data: { token, new_password: resetTo },
  });
  expect(done.status()).toBe(200);

  await page.goto(used);
  await expect(
    page.getByRole('heading', { name: 'This reset link has been used or has expired' }),
  ).toBeVisible();
  // Nothing to type in vain: no password fields.
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'reset-password-link-used', { fullPage: false });

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password link sent' })).toContainText(
    email,
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'reset-password-link-sent-again', { fullPage: false });

  // The new link opens the form.
  await expect.poll(async () => resetLinkIn(request, email)).not.toBe(used);
  await page.goto(await resetLinkIn(request, email));
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
});

test('a link that was never sent reads as used or expired too', async ({ page }) => {
  await page.goto(`/reset-password?token=${'Q'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { name: 'This reset link has been used or has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});

async function resetLinkIn(request: Parameters<typeof createConfirmedAccount>[0], email: string) {
  return linkIn(await latestMail(request, email, /^Reset your/), '/reset-password');
}
