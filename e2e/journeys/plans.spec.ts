import type { Page, TestInfo } from '@playwright/test';
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
} from '../support';

// Plans and their checkout (accounts-and-access §2, §9): the pricing page, a free trial, a
// paid plan through the simulated provider's card page (declined, then paid), the billing
// settings page, and the calm pages around them.

test.describe.configure({ timeout: 180_000 });

const DECLINED_CARD = '4000 0000 0000 0002';
const APPROVED_CARD = '4242 4242 4242 4242';

/** Checks the page as a person would see it: axe, no sideways scroll, and a screenshot. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, name);
}

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

async function newProfessional(page: Page, testInfo: TestInfo) {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('plan', testInfo));
  await onboardProfessional(page.request);
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Iris Novak');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a guest reads the plans by the month and by the year', async ({ page }, testInfo) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing | Orchid');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plans for every practice' }),
  ).toBeVisible();

  const monthly = [
    ['Core', '$19.99', '/pricing/core/month/trial', 'Start Core free trial'],
    ['Complete', '$28.99', '/pricing/complete/month/paid', 'Choose Complete'],
  ] as const;
  for (const [name, price, path, cta] of monthly) {
    const card = planCard(page, name);
    await expect(card.getByText(`${price} per month`)).toBeVisible();
    await expect(card.getByRole('link', { name: cta })).toHaveAttribute('href', path);
    await expect(card.getByText('30-day free trial')).toHaveCount(path.endsWith('trial') ? 1 : 0);
  }
  // AI Only and Core + AI wait for AI notes: no card sells them, and the box of what is on the
  // way names only what is not built.
  await expect(planCard(page, 'AI Only')).toHaveCount(0);
  await expect(planCard(page, 'Core + AI')).toHaveCount(0);
  const coming = page.getByRole('region', { name: 'On the way' });
  await expect(coming).toContainText('AI progress notes and session review');
  await expect(coming).toContainText('Video sessions');
  await expect(coming).not.toContainText('Calendar and scheduling');
  await expect(planCard(page, 'Core').getByText('Secure messaging')).toHaveCount(0);
  await expect(planCard(page, 'Core').getByText('Online booking, paid by card')).toBeVisible();
  await lookAt(page, testInfo, 'pricing-monthly');

  await page.getByText('Annual', { exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\?period=annual$/);
  const annual = [
    ['Core', '11', '$219.89', '/pricing/core/year/trial'],
    ['Complete', '10', '$289.90', '/pricing/complete/year/paid'],
  ] as const;
  for (const [name, months, subtotal, path] of annual) {
    const card = planCard(page, name);
    await expect(
      card.getByText(`Billed for ${months} months a year: ${subtotal} per year`),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: /free trial|Choose/ })).toHaveAttribute(
      'href',
      path,
    );
  }
  await expect(planCard(page, 'Complete').getByText('2 months free')).toBeVisible();
  await lookAt(page, testInfo, 'pricing-annual');

  // A guest who picks a plan is asked to log in, and sees what they picked.
  await planCard(page, 'Core').getByRole('link', { name: 'Start Core free trial' }).click();
  await expect(page).toHaveURL(/\/pricing\/core\/year\/trial$/);
  const login = page.getByRole('dialog', { name: /^Log in to unlock/ });
  await expect(login).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-guest-login', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a professional account' })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  await lookAt(page, testInfo, 'checkout-guest');

  // What cannot be bought at such an address is not found.
  for (const path of ['/pricing/enterprise/month/paid', '/pricing/complete/month/trial']) {
    await page.goto(path);
    await expect(page).toHaveTitle('Page not found | Orchid');
  }

  await page.goto('/pricing/checkout-cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout canceled' })).toBeVisible();
  await lookAt(page, testInfo, 'checkout-cancel');
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a new professional starts the Core free trial and sees it in billing', async ({
  page,
}, testInfo) => {
  await newProfessional(page, testInfo);
  const startedAt = new Date();
  await page.goto('/pricing/core/month/trial');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your free trial of Core' }),
  ).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(page.getByText('Subtotal')).toBeVisible();
  await expect(summary.filter({ hasText: '$0.00' })).toHaveCount(1);
  await expect(summary.filter({ hasText: 'FREE_TRIAL_CORE_MONTH' })).toHaveCount(1);
  const nextBilling = await billingDay(page, new Date(startedAt.getTime() + 30 * 86_400_000));
  await expect(summary.filter({ hasText: nextBilling })).toHaveCount(1);
  await lookAt(page, testInfo, 'checkout-trial');

  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await expect(page.getByText('Your free trial has started')).toBeVisible();

  await page.goto('/pro-dashboard/settings/billing');
  await expect(page).toHaveTitle('Billing | Orchid');
  await expect(page.getByRole('heading', { level: 2, name: 'Core plan' })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Trial ends')).toBeVisible();
  await expect(
    page.getByText(`You are on a free trial of Core until ${nextBilling}.`),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
  await lookAt(page, testInfo, 'billing-trial');

  // The trial is used: trying it again says so and offers the paid plan.
  await page.goto('/pricing/core/month/trial');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('alert')).toContainText('You have already used your free trial.');
  await expect(page.getByRole('link', { name: 'Choose the paid plan' })).toHaveAttribute(
    'href',
    '/pricing/core/month/paid',
  );
});

test('a professional buys Complete: a declined card, then a good one; auto-renew off, then cancel', async ({
  page,
}, testInfo) => {
  await newProfessional(page, testInfo);
  await page.goto('/pricing');
  await planCard(page, 'Complete').getByRole('link', { name: 'Choose Complete' }).click();
  await expect(page).toHaveURL(/\/pricing\/complete\/month\/paid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check out Complete' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$28.99' })).toHaveCount(2);
  await lookAt(page, testInfo, 'checkout-paid');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/simulated\/checkout\//);
  await payWith(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toContainText('The card was declined.');
  await lookAt(page, testInfo, 'simulated-card-declined');
  const checkoutId = new URL(page.url()).pathname.split('/').at(-1);

  // Back on the confirmation page before paying, the decline is told once the page has
  // asked a few times, with a way to try again.
  await page.goto(`/payment-confirmation?checkout_id=${checkoutId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText(
    'The card was declined. Please contact your card issuer',
  );
  await lookAt(page, testInfo, 'payment-declined');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pricing\/complete\/month\/paid$/);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/simulated\/checkout\//);
  await payWith(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/payment-confirmation\?checkout_id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Complete plan is active' }),
  ).toBeVisible();
  await lookAt(page, testInfo, 'payment-confirmed');

  await page.getByRole('link', { name: 'See billing' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings\/billing$/);
  const planHeading = page.getByRole('heading', { level: 2, name: 'Complete plan' });
  await expect(planHeading).toBeVisible();
  // The plan's own badge (the client payments' panel below has an 'Active' badge too).
  await expect(planHeading.locator('xpath=..').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
  await lookAt(page, testInfo, 'billing-active');

  const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
  // Toggled from the keyboard: the switch's own input is drawn over by its track, and on
  // phones a forced tap could land on the bottom bar instead.
  await autoRenew.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Not renewing', { exact: true })).toBeVisible();
  await expect(autoRenew).not.toBeChecked();
  await saveScreenshot(page, testInfo, 'billing-not-renewing');

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(dialog).toBeVisible();
  // axe reads colours as painted: let the dialog finish fading in first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'billing-cancel-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Terminated', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your plan was canceled\. You keep Complete until/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).toHaveCount(0);
  await lookAt(page, testInfo, 'billing-canceled');
});

test('leaving the card page without paying lands on the checkout-cancel page', async ({
  page,
}, testInfo) => {
  await newProfessional(page, testInfo);
  await page.goto('/pricing/complete/year/paid');
  await expect(page.getByRole('definition').filter({ hasText: '$289.90 per year' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/simulated\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout-cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout canceled' })).toBeVisible();

  // The billing page has no plan to show, and a way to choose one.
  await page.goto('/pro-dashboard/settings/billing');
  await expect(page.getByRole('heading', { name: 'You have no plan yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await lookAt(page, testInfo, 'billing-no-plan');
});

test('a member is told plans are for professionals; a scheduler, that billing is the owner’s', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.member.email, demo.member.password);
  await page.waitForURL(/\/member-dashboard\//);
  await page.goto('/pricing/core/month/trial');
  await expect(page.getByText('Plans are for professionals', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
  await lookAt(page, testInfo, 'checkout-member');

  await page.context().clearCookies();
  await page.goto('/login');
  await logInWith(page, demo.scheduler.email, demo.scheduler.password);
  await page.waitForURL(/\/pro-dashboard\//);
  await page.goto('/pro-dashboard/settings/billing');
  await expect(page.getByText('Billing is managed by your practice')).toBeVisible();
  await expect(page.getByText(/does not allow billing/)).toBeVisible();
  await lookAt(page, testInfo, 'billing-scheduler');
});
