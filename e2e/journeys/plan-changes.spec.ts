import type { Page, TestInfo } from '@playwright/test';
import { createConfirmedAccount, onboardProfessional, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Changing plan (issue 11, accounts-and-access §4, §9): a professional on the Core free trial
// sees it marked on /pricing, buys Complete with the simulated card keeping the trial's days,
// then downgrades to Core, which waits for the end of the period on billing settings.

test.describe.configure({ timeout: 180_000 });

const APPROVED_CARD = '4242 4242 4242 4242';
const DAY = 86_400_000;

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, name);
}

/** Waits until dialogs and notices have finished fading in, so axe reads their colours. */
const settle = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

const planCard = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The day the page shows for an instant: the professional's timezone, or the browser's. */
async function billingDay(page: Page, instant: Date): Promise<string> {
  const info = await (await page.request.get('/api/users/v1/user_info')).json();
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(info.timezone ? { timeZone: info.timezone } : {}),
  }).format(instant);
}

test('on the Core trial, a professional buys Complete keeping the trial days, then downgrades', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('change', testInfo));
  await onboardProfessional(page.request);
  const trial = await page.request.post('/api/users/v1/subscription/checkout', {
    data: { sub_class: 'core', sub_period: 'monthly', type: 'trial' },
  });
  expect(trial.status()).toBe(201);
  const trialEnd = new Date((await trial.json()).subscription.current_period_end);
  const trialEndDay = await billingDay(page, trialEnd);
  expect(trialEnd.getTime() - Date.now()).toBeGreaterThan(29 * DAY);

  // The trial is the current plan; every plan is bought at checkout, not started as a trial.
  await page.goto('/pricing');
  const core = planCard(page, 'Core');
  await expect(core.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Current plan', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('note', { name: 'Your plan' })).toContainText(
    `You are on the free trial of Core until ${trialEndDay}.`,
  );
  await expect(page.getByRole('link', { name: /free trial/ })).toHaveCount(0);
  await expect(core.getByRole('link', { name: 'Subscribe to Core' })).toHaveAttribute(
    'href',
    '/pricing/core/month/paid',
  );
  const complete = planCard(page, 'Complete');
  await expect(complete.getByRole('link', { name: 'Subscribe to Complete' })).toHaveAttribute(
    'href',
    '/pricing/complete/month/paid',
  );
  await lookAt(page, testInfo, 'pricing-on-trial');

  await complete.getByRole('link', { name: 'Subscribe to Complete' }).click();
  await expect(page).toHaveURL(/\/pricing\/complete\/month\/paid$/);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: `Kept until ${trialEndDay}` })).toHaveCount(1);
  await expect(summary.filter({ hasText: `$28.99 on ${trialEndDay}` })).toHaveCount(1);
  await expect(page.getByText('Subtotal').locator('xpath=following-sibling::dd')).toHaveText(
    '$0.00',
  );
  await lookAt(page, testInfo, 'checkout-keeping-trial');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/simulated\/checkout\//);
  await expect(
    page.getByText(/Nothing is charged today: the rest of your free trial/),
  ).toBeVisible();
  await page.getByLabel('Card number').fill(APPROVED_CARD);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Iris Novak');
  await lookAt(page, testInfo, 'simulated-card-keeping-trial');
  await page.getByRole('button', { name: 'Subscribe, nothing to pay today' }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\?checkout_id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Complete plan is active' }),
  ).toBeVisible();
  await expect(page.getByText(`nothing is charged until ${trialEndDay}`)).toBeVisible();
  await lookAt(page, testInfo, 'payment-confirmed-keeping-trial');

  // Billing: Complete now, first billed when the trial would have ended.
  await page.getByRole('link', { name: 'See billing' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings\/billing$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Complete plan' })).toBeVisible();
  await expect(page.getByText('Renews on').locator('xpath=following-sibling::dd')).toHaveText(
    trialEndDay,
  );
  await expect(page.getByText('Next payment').locator('xpath=following-sibling::dd')).toHaveText(
    '$28.99',
  );

  // Back on the plans: Complete is current; Core is a downgrade at the end of the period.
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(complete.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(complete.getByText(`Renews on ${trialEndDay}.`)).toBeVisible();
  // Core + AI is not sold until AI notes work: there is nothing to upgrade to beside Complete.
  await expect(planCard(page, 'Core + AI')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upgrade to / })).toHaveCount(0);
  await core.getByRole('button', { name: 'Downgrade to Core' }).click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade to Core?' });
  await expect(dialog).toContainText(
    `You keep Complete (monthly, $28.99 per month) until ${trialEndDay}.`,
  );
  await settle(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'pricing-downgrade-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Downgrade to Core' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Your plan changes to Core on ${trialEndDay}.`).first(),
  ).toBeVisible();
  await expect(core.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(core.getByRole('button', { name: 'Cancel this change' })).toBeVisible();
  await expect(complete.getByText(`Changes to Core (monthly) on ${trialEndDay}.`)).toBeVisible();
  await settle(page);
  await lookAt(page, testInfo, 'pricing-downgrade-scheduled');

  // Billing settings tells the scheduled change, which can still be canceled.
  await page.goto('/pro-dashboard/settings/billing');
  const notice = page.getByRole('note').filter({ hasText: 'Changes to Core' });
  await expect(notice.getByText(`Changes to Core on ${trialEndDay}`)).toBeVisible();
  await expect(notice).toContainText('You keep Complete until then.');
  await expect(page.getByText('Next payment').locator('xpath=following-sibling::dd')).toHaveText(
    '$19.99',
  );
  await lookAt(page, testInfo, 'billing-scheduled-change');

  await notice.getByRole('button', { name: 'Cancel change' }).click();
  await expect(page.getByText(`Changes to Core on ${trialEndDay}`)).toHaveCount(0);
  await expect(page.getByText('Next payment').locator('xpath=following-sibling::dd')).toHaveText(
    '$28.99',
  );
});
