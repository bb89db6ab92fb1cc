import type { Page, TestInfo } from '@playwright/test';
import { latestMail, linkIn, newPassword, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  payOnCardPage,
  saveScreenshot,
  test,
} from '../support';

// The booking checkout (issue 14; booking-practice-and-marketing §2, §4, §8): a visitor finds
// the demo professional, picks a time, registers from the checkout ('Complete registration'),
// pays on the built-in provider's card page and lands on the confirmation; then books again,
// is declined, and pays with the card saved the first time.

test.describe.configure({ timeout: 240_000 });

const demoPro = 'Maya Okafor';
/** §2: MM/DD/YYYY, hh:mm A. */
const checkoutWhen = /[A-Z][a-z]+day, \d\d\/\d\d\/\d{4}, \d\d:\d\d (AM|PM) [A-Z][A-Za-z0-9+:-]+/;

/**
 * Opens the demo professional's page and books the first free time of one day: desktop and
 * phone run at once on one server, so each takes its own day.
 */
async function bookFromProfile(page: Page, testInfo: TestInfo) {
  await page.goto('/professional-search/demo-therapist');
  await expect(page.getByRole('heading', { level: 1, name: demoPro })).toBeVisible();
  // On a phone the free times come after the profile: a Book link at the top leads to them.
  const bookAtTop = page.getByRole('link', { name: 'Book a session' });
  if (testInfo.project.name === 'phone') {
    await expect(bookAtTop).toBeInViewport();
    await saveScreenshot(page, testInfo, 'profile-book-at-top', { fullPage: false });
    await bookAtTop.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Free times' })).toBeInViewport();
  } else await expect(bookAtTop).toBeHidden();
  // The paid type (the first, a free introduction, would need no card).
  await page
    .getByRole('radiogroup', { name: 'Session type' })
    .locator('label')
    .filter({ hasText: /^Regular session$/ })
    .click();
  const day = page
    .getByRole('region', { name: /^\w+day, \w+ \d+$/ })
    .nth(testInfo.project.name === 'phone' ? 1 : 0);
  await day
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/professional-search\/demo-therapist\/checkout\?start=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
}

test(
  'a visitor registers in the checkout, pays with a new card, is declined, then pays with the saved card',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const email = uniqueEmail('booker', testInfo);

    // From the profile (the directory journey shows finding it; the search's order moves with
    // every professional other journeys add).
    await bookFromProfile(page, testInfo);

    // A visitor sees the booking and is asked to register first.
    const main = page.getByRole('main');
    await expect(main).toContainText(demoPro);
    await expect(main).toContainText(checkoutWhen);
    await expect(main).toContainText(/\$\d+\.\d\d/);
    await expect(main.getByRole('button', { name: 'Confirm & finish' })).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Book now and pay later' })).toBeDisabled();
    await expect(main.getByRole('link', { name: 'Edit session details' })).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'checkout-visitor');
    const checkoutAddress = new URL(page.url());

    await main.getByRole('button', { name: 'Complete registration' }).click();
    const start = page.getByRole('dialog', {
      name: phone ? 'Sign in or register' : 'Get started finding your support',
    });
    await start.getByRole('checkbox', { name: /18 years of age or older/ }).check();
    await start.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/member-register$/);
    await page.getByLabel('First name').fill('Juniper');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('checkbox', { name: /I am over 18/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify your email' })).toContainText(email);

    const link = linkIn(await latestMail(request, email, /^Confirm your email/), '/confirm-email');
    await page.goto(link);
    await page.getByRole('button', { name: 'Continue' }).click();
    const intake = page.getByRole('dialog', {
      name: phone ? 'Finish setting up' : 'Complete your profile',
    });
    await intake.getByLabel('Legal last name').fill('Reyes');
    await intake.getByLabel('Date of birth').fill('3/7/2001');
    await intake.getByLabel('Street address').fill('12 Elm Street');
    await intake.getByLabel('State').selectOption('NY');
    await intake.getByLabel('City').fill('Albany');
    await intake.getByLabel('Zip').fill('12207');
    await intake.getByRole('button', { name: 'Next' }).click();
    await intake.getByRole('button', { name: phone ? 'Finish' : 'Save and finish' }).click();

    // Back at the same booking, now as a member: no saved card yet, so a new one.
    await expect(intake).toBeHidden();
    await expect(page).toHaveURL(`${checkoutAddress.pathname}${checkoutAddress.search}`);
    const confirm = main.getByRole('button', { name: 'Confirm & finish' });
    await expect(confirm).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await main.getByRole('button', { name: 'Add a new card' }).click();
    await expect(confirm).toBeEnabled();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'checkout-member-new-card');

    // An unknown coupon: the red alert at the top.
    await main.getByRole('textbox', { name: 'Coupon' }).fill('NOSUCHCODE');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByRole('alert')).toContainText('This coupon does not exist.');
    await saveScreenshot(page, testInfo, 'checkout-coupon-refused');
    await main.getByRole('textbox', { name: 'Coupon' }).fill('');
    // A cleared coupon takes its refusal with it.
    await expect(main.getByRole('alert')).toHaveCount(0);

    await confirm.click();
    await payOnCardPage(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout-confirm\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your session is booked' }),
    ).toBeVisible();
    // A booking to come is booked, never "completed"; the site's navigation stays.
    await expect(page.getByText('booked', { exact: true })).toBeVisible();
    await expect(main.getByText(/completed/i)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My sessions' })).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'checkout-confirmed');

    // A second session: a new card is declined on the card page...
    await bookFromProfile(page, testInfo);
    await expect(main.getByRole('radio', { name: /^visa \*\*\*4242 12\/2030$/i })).toBeChecked();
    await main.getByRole('button', { name: 'Add a new card' }).click();
    await main.getByRole('button', { name: 'Confirm & finish' }).click();
    await payOnCardPage(page, '4000 0000 0000 9995');
    await expect(
      page.getByText('The card has insufficient funds to complete the purchase.'),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'checkout-card-page-declined');

    // ...and, Back at the checkout (past the card page's form), the saved card pays for the
    // same hold.
    await page.goBack();
    if (!/\/checkout\?/.test(page.url())) await page.goBack();
    await expect(page).toHaveURL(/\/checkout\?start=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your booking' }),
    ).toBeVisible();
    await main.getByRole('radio', { name: /\*\*\*4242/ }).check();
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'checkout-saved-card');
    await main.getByRole('button', { name: 'Confirm & finish' }).click();
    await expect(page).toHaveURL(/\/checkout-confirm\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your session is booked' }),
    ).toBeVisible();

    // Both are the member's sessions.
    await page.getByRole('link', { name: 'My sessions' }).click();
    await expect(page).toHaveURL(/\/member-dashboard\/sessions$/);
    await expect(page.getByRole('main')).toContainText(demoPro);
  },
);
