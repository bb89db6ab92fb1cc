import { logInWith } from '../accounts';
import { expect, expectAccessible, saveScreenshot, test } from '../support';

test('a wrong password shows the server message; an empty form asks to fill it in', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText('Please fill out all of the required fields correctly'),
  ).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();

  // An address without an account answers like a wrong password (and locks nobody out).
  await logInWith(page, `nobody-${Date.now()}-${testInfo.project.name}@example.org`, 'Wrong-1234!');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'login-wrong-password');
});
