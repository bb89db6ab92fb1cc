import type { APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, demo, logInWith, newPassword, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  payOnCardPage,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';

// Group sessions (issue 14; booking-practice-and-marketing §2 group session routes): a member
// finds the demo support group from the footer, joins it and pays for a seat on the built-in
// card page; the demo professional publishes a group in the Groups settings tab, sees a
// client's paid seat in its roster and closes it. The demo data has one weekly group, six
// meetings of the 'Support group' type (8 seats, $30 a meeting), led by Maya Okafor.

test.describe.configure({ timeout: 180_000 });

const demoPro = 'Maya Okafor';
const demoGroup = 'Anxiety support circle';
/** §2: MM/DD/YYYY, hh:mm A. */
const checkoutWhen = /[A-Z][a-z]+day, \d\d\/\d\d\/\d{4}, \d\d:\d\d (AM|PM) [A-Z][A-Za-z0-9+:-]+/;

test('a member finds a support group from the footer, joins it and pays for a seat', async ({
  page,
  request,
}, testInfo) => {
  // A member of their own (a member has one seat).
  const email = uniqueEmail('group-member', testInfo);
  await createConfirmedAccount(request, 'member', email);
  await page.goto('/login');
  await logInWith(page, email, newPassword);
  await expect(page).toHaveURL(/\/member-dashboard\//);

  // The marketing footer's link.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Find a support group' })
    .click();
  await expect(page).toHaveURL(/\/group-session$/);
  await expect(page).toHaveTitle('Support groups | Orchid');
  await expect(page.getByRole('heading', { level: 1, name: 'Support groups' })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Support groups' })
    .getByRole('listitem')
    .filter({ hasText: demoGroup });
  await expect(card).toContainText(`Led by ${demoPro}`);
  await expect(card).toContainText('6 meetings of 60 minutes');
  await expect(card).toContainText('$180.00 for all 6 meetings');
  await expect(card).toContainText(/\d seats? left/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'group-list');

  // The group's page: every meeting ahead, who leads it, and Join.
  await card.getByRole('link', { name: demoGroup, exact: true }).click();
  await expect(page).toHaveURL(/\/group-session\/series\/[0-9a-f-]{36}$/);
  const groupPage = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: demoGroup })).toBeVisible();
  await expect(page.getByRole('link', { name: demoPro })).toHaveAttribute(
    'href',
    '/professional-search/demo-therapist',
  );
  const meetings = page.getByRole('heading', { name: 'Meetings ahead' }).locator('..');
  await expect(meetings.getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'group-page');

  // The checkout: the booking's, for a seat in every meeting.
  await page.getByRole('link', { name: 'Join this group' }).click();
  await expect(page).toHaveURL(`${groupPage}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(demoPro);
  await expect(main).toContainText('Support group');
  await expect(main).toContainText(checkoutWhen);
  await expect(main).toContainText('6 meetings');
  await expect(main).toContainText('$180.00');
  await expect(main.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Book now and pay later' })).toBeDisabled();
  await expect(main.getByRole('link', { name: 'Edit session details' })).toHaveAttribute(
    'href',
    groupPage,
  );
  const confirm = main.getByRole('button', { name: 'Confirm & finish' });
  await expect(confirm).toBeDisabled();
  await main.getByRole('button', { name: 'Add a new card' }).click();
  await expect(confirm).toBeEnabled();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'group-checkout');

  await confirm.click();
  await payOnCardPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`${groupPage}/checkout-confirm/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat is booked' })).toBeVisible();
  // A booking to come is booked, never "completed"; the site's navigation stays.
  await expect(page.getByText('booked', { exact: true })).toBeVisible();
  await expect(main.getByText(/completed/i)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(main.getByRole('link', { name: demoGroup })).toHaveAttribute('href', groupPage);
  await expect(main).toContainText(demoPro);
  await expect(main).toContainText('$180.00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'group-seat-confirmed');

  // The seat is theirs: the group's page says so instead of offering another.
  await main.getByRole('link', { name: 'See the meetings' }).click();
  await expect(page).toHaveURL(groupPage);
  await expect(main).toContainText('You have a seat in this group.');
  await expect(main.getByRole('link', { name: 'Join this group' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'group-own-seat');
  // A second seat asked for anyway (an old tab's checkout) is refused, in words.
  await page.goto(`${groupPage}/checkout`);
  await main.getByRole('button', { name: 'Add a new card' }).click();
  await main.getByRole('button', { name: 'Confirm & finish' }).click();
  await expect(main.getByRole('alert')).toContainText('You already have a seat in this group.');
  await saveScreenshot(page, testInfo, 'group-second-seat-refused');

  // My sessions lists the group with its next meeting.
  await page.goto('/member-dashboard/sessions');
  const groups = page.getByRole('list', { name: 'Your support groups' });
  await expect(groups).toContainText(demoGroup);
  await expect(groups).toContainText('Next meeting:');
  await expect(groups.getByRole('link', { name: 'Your booking' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-sessions-groups');
});

/** A day `days` from now, as a date field takes it (YYYY-MM-DD). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A client of their own takes a seat and pays for it on the card page, through the API. */
async function clientTakesSeat(request: APIRequestContext, seriesId: string, email: string) {
  await createConfirmedAccount(request, 'member', email);
  const seat = await request.post(`/api/scheduler/v1/group_sessions/series/${seriesId}/seat`, {
    data: {},
  });
  expect(seat.status()).toBe(201);
  const { timeslot_id } = (await seat.json()) as { timeslot_id: string };
  const opened = await request.post('/api/scheduler/v1/payment/checkout_one_time', {
    data: { timeslot_id },
  });
  expect(opened.status()).toBe(201);
  const { checkout_url } = (await opened.json()) as { checkout_url: string };
  const paid = await request.post(new URL(checkout_url).pathname, {
    form: { card_number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Juniper Reyes' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test('the demo professional publishes a group, sees its roster and closes it', async ({
  page,
  request,
}, testInfo) => {
  const title = `Evening grief group (${testInfo.project.name})`;
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);

  await page.goto('/pro-dashboard/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Groups' })
    .click();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings\/groups$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Groups' })).toBeVisible();
  // The demo group is there already.
  const groups = page.getByRole('list', { name: 'Your groups' });
  await expect(groups.getByRole('listitem').filter({ hasText: demoGroup })).toContainText('Open');

  // Weekly evenings a month ahead.
  await page.getByRole('button', { name: 'Publish a group' }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Publish group' }) });
  const type = form.getByRole('combobox', { name: 'Group session type' });
  await expect(type).toHaveValue('Support group');
  await expect(form).toContainText('8 seats · 60 minutes · $30.00 a meeting');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('For anyone grieving a loss. Three weekly evening meetings by video.');
  await form.getByLabel('First meeting').fill(dayAhead(30));
  await form.getByLabel(/^Start \(/).fill('20:00');
  await form.getByRole('combobox', { name: 'Repeats' }).selectOption('Weekly');
  await form.getByRole('textbox', { name: 'Number of meetings' }).fill('3');
  await expect(form).toContainText('Weekly, 3 meetings');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'groups-publish-form');
  await form.getByRole('button', { name: 'Publish group' }).click();

  const row = groups.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('3 meetings ahead');
  await expect(row).toContainText('0 of 8 seats taken · $90.00 a seat');

  // A client takes a seat and pays; the roster names them.
  const mine = await page.request.get('/api/scheduler/v1/group_sessions/mine');
  const { series } = (await mine.json()) as {
    series: { group_sessions_series_id: string; title: string }[];
  };
  const published = series.find((group) => group.title === title);
  expect(published).toBeDefined();
  await clientTakesSeat(
    request,
    published?.group_sessions_series_id ?? '',
    uniqueEmail('group-client', testInfo),
  );
  await page.reload();
  await expect(row).toContainText('1 of 8 seats taken');
  await row.getByRole('button', { name: 'Roster' }).click();
  const roster = row.getByRole('list', { name: 'Roster' });
  await expect(roster.getByRole('listitem')).toHaveCount(1);
  await expect(roster).toContainText('Juniper Reyes');
  await expect(roster).toContainText('Paid');
  await expect(roster).toContainText('$90.00 paid');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'groups-roster');

  // The practice was told on the bell: the client joined the group, named by its title.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    notices.getByRole('button').filter({ hasText: `Juniper Reyes joined the group ${title}` }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'groups-joined-notice', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();

  // Closing asks first; the paid seat is refunded (by a job, after the answer).
  await row.getByRole('button', { name: 'Close group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this group?' });
  await expect(dialog).toContainText('Every paid seat is refunded');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'groups-close-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close group' }).click();
  await expect(dialog).toBeHidden();
  await toastsGone(page);
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('No meeting ahead');
  await expect(row.getByRole('button', { name: 'Close group' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'groups-closed');
});
