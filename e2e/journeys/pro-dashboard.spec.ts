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

// Account journeys take several server round trips and mails each.
// The first walk runs axe on six screens: under CI's two workers it needs more than two minutes.
test.describe.configure({ timeout: 180_000 });

const dashboardNav = (page: import('@playwright/test').Page, phone: boolean) =>
  page.getByRole('navigation', { name: phone ? 'Quick links' : 'Dashboard' });

test(
  'an onboarded professional sees the first steps, the plan, settings and policies',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await createConfirmedAccount(page.request, 'professional', uniqueEmail('pro-home', testInfo));
    await onboardProfessional(page.request);

    await page.goto('/pro-dashboard');
    await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await expect(checklist.getByText('2 of 4 done')).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveText([
      /Confirm your email address.*Confirmed/,
      /Tell us about your practice.*5 of 5 steps done/,
      /Choose a plan.*No plan yet.*See plans/,
      /Turn on 2-step verification.*Off.*Set up 2-step verification/,
    ]);
    await expect(checklist.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      checklist.getByRole('link', { name: 'Set up 2-step verification' }),
    ).toHaveAttribute('href', '/pro-dashboard/settings/security');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('PlanCore');
    await expect(plan).toContainText('StatusNot subscribed');
    await expect(plan).toContainText('Platform accessStarts with a plan');
    await expect(dashboardNav(page, phone).getByRole('link')).toHaveText([
      'Dashboard',
      'Schedule',
      'Policies',
      'Settings',
    ]);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'pro-home-checklist');

    // Without platform access the account menu has Support (to ask about approval), no Policies.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Support',
      'E-mail preferences',
      'Log out',
    ]);
    await page.keyboard.press('Escape');

    // Settings: the profile to read, with tabs for billing, the team and security.
    await dashboardNav(page, phone).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/pro-dashboard\/settings$/);
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Profile',
      'Directory profile',
      'Session types',
      'Availability',
      'Calendar feed',
      'Coupons',
      'Groups',
      'Billing',
      'Team',
      'Audit events',
      'Security',
      'Who has seen my information',
    ]);
    // All of them in sight, on a phone too: the row wraps instead of hiding the last ones.
    for (const tab of await tabs.getByRole('link').all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    await expect(tabs.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/pro-dashboard/settings/billing',
    );
    const profile = page.getByRole('main');
    await expect(profile.getByText('Iris Novak', { exact: true }).first()).toBeVisible();
    await expect(profile.getByText('LMHC in New York, number LMHC-1234')).toBeVisible();
    await expect(profile.getByText('Therapist', { exact: true })).toBeVisible();
    await expect(profile.getByText(/^10 Hudson St\s+New York, New York 10013$/)).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/quick-intake#tell-us-about-yourself',
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'pro-settings-profile');

    await tabs.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/pro-dashboard\/settings\/security$/);
    await expect(page).toHaveTitle('Security settings | Orchid');
    const security = page.getByRole('region', { name: 'Account security' });
    await expect(security.getByRole('button', { name: 'Start setup' })).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'pro-settings-security');

    // Policies: the default policy, then changed by its owner.
    await dashboardNav(page, phone).getByRole('link', { name: 'Policies' }).click();
    await expect(page).toHaveURL(/\/pro-dashboard\/policies$/);
    const policy = page.getByRole('region', { name: 'Cancellation policy' });
    await expect(policy).toContainText('Late-cancellation window1 day before the session');
    await expect(policy).toContainText('Late-cancellation feeNo fee');
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'pro-policies');

    await policy.getByRole('button', { name: 'Edit policy' }).click();
    await policy.getByRole('combobox', { name: 'Late-cancellation window' }).click();
    await page.getByRole('option', { name: '7 days before the session' }).click();
    await policy.getByRole('radio', { name: 'A flat fee' }).check();
    await policy.getByRole('textbox', { name: 'Fee' }).fill('25');
    await policy
      .getByRole('textbox', { name: 'What clients read before they book' })
      .fill('Please cancel at least a week ahead.');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'pro-policies-edit');
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect(policy).toContainText('Late-cancellation window7 days before the session');
    await expect(policy).toContainText('Late-cancellation fee$25.00');
    await expect(policy).toContainText('Please cancel at least a week ahead.');
    await page.reload();
    await expect(policy).toContainText('Late-cancellation fee$25.00');

    // The schedule: the practice calendar (schedule-*.spec.ts), with the policy it books under.
    await dashboardNav(page, phone).getByRole('link', { name: 'Schedule' }).click();
    await expect(page.getByRole('button', { name: 'New session' })).toBeVisible();
    await expect(page.locator('.fc')).toBeVisible();
    await expect(page.getByText('7 days before the session')).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'pro-schedule');

    // Session review is not built: a finished professional finds no page there.
    await page.goto('/pro-dashboard/session-review');
    await expect(page).toHaveTitle('Page not found | Orchid');
  },
);

test('a professional with an unfinished signup goes to the quick intake; session review shows only its background', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('pro-new', testInfo));

  await page.goto('/pro-dashboard/homepage');
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
  // Replaced, not pushed: the blank tab and the quick intake are all the history there is.
  expect(await page.evaluate(() => window.history.length)).toBe(2);

  await page.goto('/pro-dashboard/session-review');
  await expect(page.getByRole('img', { name: 'Session review' })).toBeVisible();
  await expect(page).toHaveURL(/\/pro-dashboard\/session-review$/);
  // No dashboard chrome, and the shell under the picture is inert: nothing to tab to.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'session-review-background', { fullPage: false });
});

test('the demo professional on the core trial: trial end, Support and Policies in the menu', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/StatusFree trial until \w+ \d{1,2}, \d{4}/);
  await expect(plan).toContainText('Platform accessGranted');
  await expect(
    page.getByRole('region', { name: 'Getting started' }).getByRole('listitem').nth(2),
  ).toContainText('On a free trial');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Support',
    'Policies',
    'E-mail preferences',
    'Log out',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'pro-account-menu');
  await menu.getByRole('menuitem', { name: 'Policies' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/policies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cancellation policy' })).toBeVisible();
});
