import { readFileSync } from 'node:fs';
import { demo, logInWith, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// The partner page (docs/marketing.md): a visitor asks for a demo and, with no scheduling page
// configured (no DEMO_BOOKING_URL here), lands on the thank-you page; the operator finds the
// request at the desk. And the case study: No Thanks closes its form, a wrong address is
// refused, a good one starts the download and closes it.

test.describe.configure({ timeout: 120_000 });

test('a visitor asks for a demo and the operator sees it at the desk', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('demo-request', testInfo);
  await page.goto('/partner-with-orchid');
  await expect(page).toHaveTitle('Partner with Orchid | Orchid');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner with Orchid' })).toBeVisible();
  // A fresh install confirms no claim: no results section.
  await expect(page.getByRole('heading', { name: "Our partners' results" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\?$/ })).toHaveCount(6);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'partner-page');

  const form = page.getByRole('form', { name: 'Request a demo' });
  const submit = form.getByRole('button', { name: 'Book your free demo' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Hale');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    form.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await submit.click();

  await expect(page).toHaveURL(/\/demo-requested$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Robin' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'demo-requested');

  await page.goto('/login');
  await logInWith(page, demo.operator.email, demo.operator.password);
  await expect(page).toHaveURL(/\/member-dashboard\//);
  await page.goto('/admin/demo-requests');
  await expect(page.getByRole('heading', { level: 2, name: 'Demo requests' })).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: email });
  await expect(request).toContainText('Robin Hale');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'desk-demo-requests');
});

test('a visitor downloads the case study after leaving a name and address', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('case-study', testInfo);
  await page.goto('/partner-with-orchid');
  const download = page
    .getByRole('region', { name: 'Case study' })
    .getByRole('button', { name: 'Download' });

  // No Thanks closes it.
  await download.click();
  const dialog = page.getByRole('dialog', { name: 'Download the case study' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No Thanks' }).click();
  await expect(dialog).toBeHidden();

  // A wrong address is refused in the form, which stays open; nothing downloads.
  await download.click();
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('E-mail').fill('sam@');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(
    dialog.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'case-study-modal', { fullPage: false });

  // Opened again, it starts afresh.
  await dialog.getByRole('button', { name: 'No Thanks' }).click();
  await expect(dialog).toBeHidden();
  await download.click();
  await expect(dialog.getByLabel('E-mail')).toHaveValue('');
  await expect(
    dialog.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toHaveCount(0);

  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('E-mail').fill(email);
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('orchid-case-study.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog).toBeHidden();
});
