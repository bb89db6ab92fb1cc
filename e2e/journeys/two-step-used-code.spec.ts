import * as OTPAuth from 'otpauth';
import {
  authenticator,
  codeBoxes,
  createConfirmedAccount,
  logInWith,
  logOut,
  newPassword,
  onboardProfessional,
  typeCode,
  uniqueEmail,
} from '../accounts';
import { expect, expectAccessible, saveScreenshot, test } from '../support';

test.describe.configure({ timeout: 150_000 });

const stepMs = 30_000;

test('logging in right after turning on 2-step with the same code says it was already used', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('used-code', testInfo);
  await createConfirmedAccount(page.request, 'professional', email);
  await onboardProfessional(page.request);

  await page.goto('/pro-dashboard/settings/security');
  const security = page.getByRole('region', { name: 'Account security' });
  await security.getByRole('button', { name: 'Start setup' }).click();
  const secret = (await security.locator('code').innerText()).replace(/\s/g, '');

  // Start early in a 30-second step, so the code is still good (not yet expired) at login.
  const intoStep = Date.now() % stepMs;
  if (intoStep > 10_000) await page.waitForTimeout(stepMs - intoStep + 250);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await typeCode(page, code);
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await security.getByRole('button', { name: 'I have stored my codes' }).click();
  await logOut(page);
  await expect(page).toHaveURL(/\/professional-homepage$/);

  await page.goto('/login');
  await logInWith(page, email, newPassword);
  await expect(page.getByRole('heading', { name: '2-step verification' })).toBeVisible();
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Not 'not valid': the code was right, and is refused because it was used once already.
  const used = page.getByText(
    'This code was already used. Please wait for the next code in your authentication app and enter that one.',
  );
  await expect(used).toBeVisible();
  await expect(page.getByText('The code is not valid. Please try again.')).toHaveCount(0);
  // Under the code input, which is emptied for the next code.
  const usedId = await used.getAttribute('id');
  await expect(codeBoxes(page).first()).toHaveAttribute('aria-describedby', usedId ?? '');
  for (let index = 0; index < 6; index++) await expect(codeBoxes(page).nth(index)).toHaveValue('');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'two-step-code-already-used', { fullPage: false });

  // The app's next code signs in.
  const app = authenticator(secret);
  await app.nextCode(page);
  await typeCode(page, await app.nextCode(page));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
});
