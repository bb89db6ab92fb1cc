import type { Page, TestInfo } from '@playwright/test';
import { createConfirmedAccount, logInWith, newPassword, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Quick-intake takes five saves, a reload and axe on every step.
test.describe.configure({ timeout: 180_000 });

const profileSave = '**/api/users/v1/orchid_pro/';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** The step is shown in full: checked by axe, fits the width, photographed. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, name);
}

/** The info button's tooltip opens on hover, or on a tap on a phone, and closes again. */
async function expectHint(page: Page, testInfo: TestInfo, button: string, text: string) {
  const tooltip = page.getByRole('tooltip', { name: text });
  const trigger = page.getByRole('button', { name: button });
  const onPhone = testInfo.project.name === 'phone';
  await (onPhone ? trigger.tap() : trigger.hover());
  await expect(tooltip).toHaveText(text);
  await (onPhone ? heading(page).tap() : page.mouse.move(0, 0));
  await expect(tooltip).toBeHidden();
}

test('a new professional walks through quick intake to the dashboard', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('intake', testInfo));
  await page.goto('/quick-intake');

  // Step 1: no hash resumes at the first step; Back only from step 2 on.
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
  await expect(heading(page)).toHaveText('Tell us about yourself');
  await expect(page).toHaveTitle('Tell us about yourself | Orchid');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByLabel('Legal first name')).toHaveValue('Iris');
  await expect(page.getByLabel('Legal first name')).not.toBeEditable();
  await expect(continueButton(page)).toBeDisabled();
  await expectHint(
    page,
    testInfo,
    'About preferred first name',
    'If different than your legal first name',
  );
  await expectHint(
    page,
    testInfo,
    'About display name',
    'This name will be shown on Messages, Bookings, Invites, etc',
  );
  const preview = page
    .getByText('Your name will be shown as')
    .locator('xpath=following-sibling::*');
  await expect(preview).toHaveText('Iris Novak');
  // 'Dr.' needs a doctoral degree (this one is a physician).
  await page.getByLabel('Doctoral degree').selectOption('MD');
  await page.getByRole('radio', { name: 'Dr. Last Name' }).check();
  await expect(preview).toHaveText('Dr. Novak');
  await page.getByRole('textbox', { name: 'Preferred first name' }).fill('Izzy');
  await page.getByRole('radio', { name: 'Preferred First Name (Last Name)' }).check();
  await expect(preview).toHaveText('Izzy (Novak)');

  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  await dob.fill('01/01/2015');
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await dob.fill('03/09/1985');
  await expect(page.getByText('March 9, 1985')).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
  await lookAt(page, testInfo, 'quick-intake-1-about-you');
  await continueButton(page).click();

  // Step 2: a physician's specialty appears; the license needs state and number.
  await expect(page).toHaveURL(/#describe-your-practice$/);
  await expect(heading(page)).toHaveText('Describe your practice');
  await expect(page.getByLabel('Professional type')).toHaveValue('therapist');
  await expect(page.getByLabel('Specialty')).toHaveCount(0);
  await page.getByLabel('Professional type').selectOption('physician');
  await expect(page.getByLabel('Specialty')).toHaveValue('psychiatry');
  await page.getByLabel('Specialty').selectOption('neurology');
  await page.getByLabel('License state').selectOption('NY');
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('License number').fill('MD-778');
  await expect(continueButton(page)).toBeEnabled();
  await lookAt(page, testInfo, 'quick-intake-2-practice');
  await continueButton(page).click();

  // A reload in the middle keeps the step, and the saved values are there.
  await expect(page).toHaveURL(/#what-is-your-practice-address$/);
  await page.reload();
  await expect(heading(page)).toHaveText('What is your practice address?');
  // The skip link moves focus to the page without resetting the step kept in the hash.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#what-is-your-practice-address$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Describe your practice');
  await expect(page.getByLabel('Professional type')).toHaveValue('physician');
  await expect(page.getByLabel('Specialty')).toHaveValue('neurology');
  await expect(page.getByLabel('License number')).toHaveValue('MD-778');
  await continueButton(page).click();

  // Step 3: the home address mirrors the business address while ticked.
  await expect(heading(page)).toHaveText('What is your practice address?');
  await expectHint(
    page,
    testInfo,
    'About business name',
    'You can leave this blank if you have not yet created a separate business for your practice.',
  );
  const business = page.getByRole('group', { name: 'Business address' });
  const home = page.getByRole('group', { name: 'Home/mailing address' });
  await business.getByLabel('Street address').fill('10 Hudson St');
  await business.getByLabel('City').fill('Albany');
  await business.getByLabel('State').selectOption('NY');
  await business.getByLabel('ZIP code').fill('10013');
  await expect(continueButton(page)).toBeDisabled();
  await home.getByRole('checkbox', { name: 'Same as Business Address' }).check();
  await expect(home.getByLabel('Street address')).toBeDisabled();
  await expect(home.getByLabel('Street address')).toHaveValue('10 Hudson St');
  await business.getByLabel('City').fill('New York');
  await expect(home.getByLabel('City')).toHaveValue('New York');
  await expect(home.getByLabel('State')).toHaveValue('NY');
  await expect(continueButton(page)).toBeEnabled();
  await lookAt(page, testInfo, 'quick-intake-3-address');
  await continueButton(page).click();

  // Step 4: the phone is masked to digits; a failed save shows a dialog and stays.
  await expect(heading(page)).toHaveText('What is your phone number?');
  await expect(page.getByText(/never share your number with third parties/)).toBeVisible();
  const phone = page.getByLabel('Contact phone');
  await phone.pressSequentially('212555019');
  await phone.blur();
  await expect(page.getByText('Please enter a 10-digit phone number')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await phone.press('End');
  await phone.pressSequentially('9x');
  await expect(phone).toHaveValue('(212) 555 0199');
  await lookAt(page, testInfo, 'quick-intake-4-phone');

  await page.route(
    profileSave,
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { detail: 'The database is resting' } })
        : route.fallback(),
    { times: 1 },
  );
  await continueButton(page).click();
  const failed = page.getByRole('dialog', { name: 'We could not save your details' });
  await expect(failed).toContainText('The database is resting');
  // Checked once it has faded in: half-transparent text would read as low contrast.
  await expect(failed).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'quick-intake-save-failed', { fullPage: false });
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  await expect(heading(page)).toHaveText('What is your phone number?');
  await expect(phone).toHaveValue('(212) 555 0199');
  await continueButton(page).click();

  // Step 5: three required answers, then Finish says 'Please wait...' while it saves.
  await expect(heading(page)).toHaveText('Before you finish');
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('How did you hear about us?').selectOption('Search Engine');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await expect(page.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
    'href',
    '/terms-of-use',
  );
  await expect(finish).toBeDisabled();
  await page.getByRole('checkbox', { name: /valid Social Security number/ }).check();
  await expect(finish).toBeEnabled();
  await lookAt(page, testInfo, 'quick-intake-5-before-you-finish');

  await page.route(
    profileSave,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    },
    { times: 1 },
  );
  await finish.click();
  await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Izzy' })).toBeVisible();

  // On from the dashboard: the checklist leads to the plans, the Core trial starts at once,
  // and the dashboard shows it.
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByRole('listitem')).toContainText([
    /Tell us about your practice.*5 of 5/,
  ]);
  await checklist.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('link', { name: 'Start Core free trial' }).click();
  await expect(page).toHaveURL(/\/pricing\/core\/month\/trial$/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await expect(checklist.getByRole('listitem')).toContainText([/Choose a plan.*On a free trial/]);
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Core', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Free trial until /)).toBeVisible();
  // Waiting for approval: who approves, how long it takes, whom to ask.
  await expect(plan).toContainText('Platform accessWaiting for your profile to be approved');
  const wait = plan.getByTestId('approval-wait');
  await expect(wait).toContainText('The Orchid team reviews every new professional');
  await expect(wait).toContainText('usually within two business days');
  await expect(wait.getByRole('link')).toHaveAttribute(
    'href',
    /^mailto:.*Waiting%20for%20approval/,
  );
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'pro-home-after-trial');
});

test('a professional who logs in before finishing lands on quick intake', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('intake-login', testInfo);
  await createConfirmedAccount(request, 'professional', email);

  // A guest is asked to log in, as on the dashboards.
  await page.goto('/quick-intake');
  const login = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
  await expect(login).toBeVisible();
  await expectAccessible(page);
  await logInWith(login, email, newPassword);

  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
  await expect(heading(page)).toHaveText('Tell us about yourself');
  // An unknown hash starts over at the first step.
  await page.goto('/quick-intake#somewhere');
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
});

test(
  'quick intake fits a 360 px wide phone',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await createConfirmedAccount(page.request, 'professional', uniqueEmail('intake-360', testInfo));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const step of [
      'tell-us-about-yourself',
      'describe-your-practice',
      'what-is-your-practice-address',
      'what-is-your-phone-number',
      'before-you-finish',
    ]) {
      await page.goto(`/quick-intake#${step}`);
      await expect(page).toHaveURL(new RegExp(`#${step}$`));
      await expect(heading(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
      // The window only: the step as a person sees it first, without the footer below.
      await saveScreenshot(page, testInfo, `quick-intake-360-${step}`, { fullPage: false });
    }
  },
);
