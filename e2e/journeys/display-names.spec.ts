import type { Page } from '@playwright/test';
import { createConfirmedAccount, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

test.describe.configure({ timeout: 120_000 });

const displayNames = (page: Page) => page.getByRole('radiogroup', { name: /^Display name/ });

test("a licensed counselor is offered the 'Dr.' names only with a doctoral degree", async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('names', testInfo));
  await page.goto('/quick-intake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about yourself');
  const degree = page.getByLabel('Doctoral degree');
  const preview = page
    .getByText('Your name will be shown as')
    .locator('xpath=following-sibling::*');

  // No doctorate (a counselor with a master's degree): no 'Dr.', no MD/DO suffix.
  await expect(degree).toHaveValue('');
  await expect(displayNames(page).getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^Dr\./ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /MD\/DO/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await degree.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'display-names-no-doctorate', { fullPage: false });

  // A PhD: the 'Dr.' names, still no MD/DO suffix.
  await degree.selectOption('PhD');
  await expect(page.getByRole('radio', { name: /^Dr\./ })).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /MD\/DO/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Dr. Last Name' }).check();
  await expect(preview).toHaveText('Dr. Novak');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'display-names-doctorate', { fullPage: false });

  // Taking the degree back takes the title with it.
  await degree.selectOption('');
  await expect(page.getByRole('radio', { name: 'First Name Last Name' })).toBeChecked();
  await expect(preview).toHaveText('Iris Novak');

  // An MD or DO may also follow the name.
  await degree.selectOption('DO');
  await page.getByRole('radio', { name: 'First Name Last Name, MD/DO' }).check();
  await expect(preview).toHaveText('Iris Novak, DO');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('03/09/1985');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#describe-your-practice$/);

  // Saved as chosen; the server refuses the title to a profile without the degree.
  const saved = await (await page.request.get('/api/users/v1/orchid_pro/')).json();
  expect(saved).toMatchObject({ medical_degree: 'DO', display_name: 'Iris Novak, DO' });
  const refused = await page.request.put('/api/users/v1/orchid_pro/', {
    data: { name_schema: 'dr_last', medical_degree: null },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).detail[0].loc).toEqual(['body', 'name_schema']);
});
