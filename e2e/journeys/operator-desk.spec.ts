import {
  createConfirmedAccount,
  demo,
  logInWith,
  onboardProfessional,
  uniqueEmail,
} from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';

// The operator's desk (/admin, docs/operators.md): the demo operator approves a professional
// who waits with a free trial, and looks at the failed jobs; nobody else gets in.

test.describe.configure({ timeout: 120_000 });

test('the operator approves a professional waiting for approval', async ({
  page,
  request: pro,
}, testInfo) => {
  // A professional who finished the intake and started a free trial: they wait for approval.
  const email = uniqueEmail('waiting-pro', testInfo);
  await createConfirmedAccount(pro, 'professional', email);
  await onboardProfessional(pro);
  const trial = await pro.post('/api/users/v1/subscription/checkout', {
    data: { sub_class: 'core', sub_period: 'monthly', type: 'trial' },
  });
  expect(trial.status()).toBeLessThan(300);
  const access = async () =>
    ((await (await pro.get('/api/users/v1/access')).json()) as { platform_access: boolean })
      .platform_access;
  expect(await access()).toBe(false);

  await page.goto('/login');
  await logInWith(page, demo.operator.email, demo.operator.password);
  await expect(page).toHaveURL(/\/member-dashboard\//);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: "Operator's desk" }).click();
  await expect(page).toHaveURL(/\/admin\/professionals$/);
  await expect(page.getByRole('heading', { level: 1, name: "Operator's desk" })).toBeVisible();

  // Other journeys add professionals too: find this one by address.
  await page.getByRole('searchbox', { name: 'Find by name or e-mail' }).fill(email);
  const list = page.getByRole('list', { name: 'Professionals waiting for approval' });
  // The cards (each lists its licenses too).
  const cards = list.locator(':scope > li');
  const card = cards.filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await expect(cards).toHaveCount(1);
  await expect(card).toContainText('Core, free trial');
  // The quick intake gave no expiry: the spec's default 2024-01-01 means "not given".
  await expect(card).toContainText('LMHC LMHC-1234, NY, Expiry not given');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'operator-desk-waiting');

  await card.getByRole('button', { name: 'Approve Iris Novak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Iris Novak?' });
  await expect(dialog).toContainText('get an e-mail saying so');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'operator-desk-approve', { fullPage: false });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Iris Novak is approved.')).toBeVisible();
  await expect(
    page.getByText('Nobody waiting for approval has that name or e-mail.'),
  ).toBeVisible();
  expect(await access()).toBe(true);
  await toastsGone(page);
  await saveScreenshot(page, testInfo, 'operator-desk-approved');

  await page.getByRole('link', { name: /^Failed jobs/ }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Failed jobs' })).toBeVisible();
  await expect(page.getByText('No job has failed. Nothing to do here.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'operator-desk-jobs');
});

test('nobody else gets into the desk', async ({ page }, testInfo) => {
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: "This page is for the platform's operators" }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await logInWith(page, demo.member.email, demo.member.password);
  await expect(page).toHaveURL(/\/member-dashboard\//);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: "Operator's desk" })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/professionals');
  await expect(
    page.getByRole('heading', { level: 1, name: "This page is for the platform's operators" }),
  ).toBeVisible();
  const refused = await page.request.get('/api/admin/v1/professionals/waiting');
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'operator-desk-not-allowed');
});
