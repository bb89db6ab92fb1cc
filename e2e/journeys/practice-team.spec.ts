import type { Page } from '@playwright/test';
import {
  createConfirmedAccount,
  latestMail,
  linkIn,
  logInWith,
  newPassword,
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

// Several accounts, mails and sign-ins each.
test.describe.configure({ timeout: 150_000 });

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Signs the page in as a new, onboarded practice owner and opens the team settings. */
async function newOwnerOnTeamPage(page: Page, email: string) {
  await createConfirmedAccount(page.request, 'professional', email);
  await onboardProfessional(page.request);
  await page.goto('/pro-dashboard/settings/team');
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
}

async function invite(page: Page, email: string, role: 'Practice scheduler' | 'Professional') {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const roleSelect = page.getByRole('combobox', { name: 'Role' });
  if ((await roleSelect.inputValue()) !== role) {
    await roleSelect.click();
    await page.getByRole('option', { name: role }).click();
  }
  await page.getByRole('button', { name: 'Send invitation' }).click();
}

test('an owner invites a scheduler by email, who registers from the link, schedules with restricted navigation, and is removed', async ({
  page,
  request,
}, testInfo) => {
  const ownerEmail = uniqueEmail('owner', testInfo);
  const schedulerEmail = uniqueEmail('scheduler', testInfo);
  await newOwnerOnTeamPage(page, ownerEmail);
  // The practice is named after the business the owner gave in onboarding.
  await page.request.put('/api/users/v1/orchid_pro/', {
    data: { business_entity_name: 'Novak Counseling PLLC' },
  });
  const members = page.getByRole('region', { name: 'Members' });
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(members).toContainText('Only you so far.');
  await expect(pending).toContainText('No pending invitations.');

  // The server's refusal is shown as it is.
  await invite(page, ownerEmail, 'Practice scheduler');
  await expect(page.getByRole('alert')).toContainText('This person is already on your team.');

  await invite(page, schedulerEmail, 'Practice scheduler');
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem')).toContainText([schedulerEmail]);
  await expect(pending.getByRole('listitem')).toContainText(['Practice scheduler']);
  // The first invitation made the team: the owner is its first member.
  await expect(members.getByRole('listitem')).toHaveText([/Iris Novak \(you\)\s*Practice owner/]);

  // An invitation sent by mistake is withdrawn.
  const spare = uniqueEmail('spare', testInfo);
  await invite(page, spare, 'Professional');
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'team-invites');
  await pending.getByRole('button', { name: `Revoke the invitation to ${spare}` }).click();
  await expect(pending.getByRole('listitem')).toHaveCount(1);

  // The invitee follows the mailed link, signed out, and creates an account there: the mail
  // and the page say who invites, to which practice and as what.
  const mail = await latestMail(
    request,
    schedulerEmail,
    /^Iris Novak invited you to Novak Counseling PLLC on Orchid$/,
  );
  expect(mail.text).toContain('as their practice scheduler (front desk)');
  await page.context().clearCookies();
  await page.goto(linkIn(mail, '/team-invite'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Novak Counseling PLLC' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Iris Novak invited you to join Novak Counseling PLLC on Orchid as its practice scheduler (front desk).',
    ),
  ).toBeVisible();
  // A front-desk person creates an account, not a professional one, with the invited address.
  await expect(page.getByRole('heading', { level: 2, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(schedulerEmail);
  await expect(page.getByRole('button', { name: 'Log in to join' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'team-invite-guest');
  await page.getByLabel('First name').fill('Theo');
  await page.getByLabel('Last name').fill('Marsh');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('checkbox', { name: /18 years of age or older/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Joining confirmed the address and finished the scheduler's signup: the schedule.
  await expect(page).toHaveURL(/\/pro-dashboard\/schedule$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByText("You schedule for Novak Counseling PLLC (Iris Novak's practice)."),
  ).toBeVisible();
  // The invitation proved the address: no second mail asks to confirm it.
  const mailbox = await request.get(
    `/dev/mailbox/messages?to=${encodeURIComponent(schedulerEmail)}`,
  );
  const subjects = ((await mailbox.json()) as { messages: { subject: string }[] }).messages.map(
    (m) => m.subject,
  );
  expect(subjects.filter((subject) => /confirm/i.test(subject))).toEqual([]);
  await expect(page.getByText('Late-cancellation window')).toBeVisible();
  await expect(dashboardNav(page).getByRole('link')).toHaveText([
    'Schedule',
    'Policies',
    'Settings',
  ]);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'scheduler-schedule');

  await dashboardNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText([
    'Profile',
    'Security',
    'Who has seen my information',
  ]);
  // A scheduler's settings are theirs: the account and the practice, no clinical profile.
  await expect(page.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('How your name shows to clients')).toHaveCount(0);
  await expect(page.getByText('Not given')).toHaveCount(0);
  await expect(page.getByText("Novak Counseling PLLC (Iris Novak's practice)")).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'scheduler-settings');
  await page.goto('/pro-dashboard/settings/team');
  await expect(
    page.getByRole('heading', { name: 'This page is not part of your account' }),
  ).toBeVisible();
  // The dashboard home is not a scheduler's: it leads to the schedule.
  await page.goto('/pro-dashboard/homepage');
  await expect(page).toHaveURL(/\/pro-dashboard\/schedule$/);

  await dashboardNav(page).getByRole('link', { name: 'Policies' }).click();
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policy).toContainText(
    "The policy of Iris Novak's practice. Only the practice owner can change it.",
  );
  await expect(policy).toContainText('1 day before the session');
  await expect(policy.getByRole('button', { name: 'Edit policy' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'scheduler-policies');

  // The owner sees the scheduler on the team, and removes them.
  await page.context().clearCookies();
  await page.goto('/login');
  await logInWith(page, ownerEmail, newPassword);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await page.goto('/pro-dashboard/settings/team');
  await expect(members.getByRole('listitem')).toHaveText([
    /Iris Novak \(you\)\s*Practice owner/,
    /Theo Marsh\s*Practice scheduler/,
  ]);
  await expect(pending).toContainText('No pending invitations.');
  await members.getByRole('button', { name: 'Remove Theo Marsh' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from your practice?' });
  await expect(dialog).toContainText('Theo Marsh will no longer work in your practice.');
  // Faded in fully before axe measures its contrast.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'team-remove-member', { fullPage: false });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(members.getByRole('listitem')).toHaveText([/Iris Novak \(you\)/]);
});

test('an existing professional logs in from the invitation and joins', async ({
  page,
  request,
}, testInfo) => {
  const ownerEmail = uniqueEmail('owner', testInfo);
  const existingEmail = uniqueEmail('existing', testInfo);
  // An onboarded professional of their own, not signed in on the page.
  await createConfirmedAccount(request, 'professional', existingEmail);
  await onboardProfessional(request);

  await newOwnerOnTeamPage(page, ownerEmail);
  await invite(page, existingEmail, 'Practice scheduler');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
    existingEmail,
  );
  const mail = await latestMail(request, existingEmail, /invited you to/);

  await page.context().clearCookies();
  await page.goto(linkIn(mail, '/team-invite'));
  await page.getByRole('button', { name: 'Log in to join' }).click();
  const login = page.getByRole('dialog', { name: /^Log in to unlock/ });
  await logInWith(login, existingEmail, newPassword);
  await expect(page).toHaveURL(/\/pro-dashboard\/schedule$/);
  await expect(page.getByText("You schedule for Iris Novak's practice.")).toBeVisible();

  // The link works once.
  await page.goto(linkIn(mail, '/team-invite'));
  await expect(
    page.getByRole('heading', { name: 'We could not add you to the practice' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'This team invitation is not valid or has expired.',
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'team-invite-used');
});

test('an invitation opened before a sign-in that goes through the quick intake is accepted afterwards', async ({
  page,
  request,
}, testInfo) => {
  const ownerEmail = uniqueEmail('owner', testInfo);
  const unfinishedEmail = uniqueEmail('unfinished', testInfo);
  // Confirmed, but the quick intake not done yet.
  await createConfirmedAccount(request, 'professional', unfinishedEmail);

  await newOwnerOnTeamPage(page, ownerEmail);
  await invite(page, unfinishedEmail, 'Practice scheduler');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
    unfinishedEmail,
  );
  const mail = await latestMail(request, unfinishedEmail, /invited you to/);

  await page.context().clearCookies();
  await page.goto(linkIn(mail, '/team-invite'));
  await page.getByRole('button', { name: 'Log in to join' }).click();
  await logInWith(
    page.getByRole('dialog', { name: /^Log in to unlock/ }),
    unfinishedEmail,
    newPassword,
  );
  // Logging in sends an unfinished signup to the quick intake (§4 post-login gate). The
  // invitation is taken up as the page leaves, or, if the gate was first, kept in the tab
  // for when the dashboard is reached after the quick intake.
  const joinedAtOnce = await page
    .waitForURL(/\/pro-dashboard\/schedule$/, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!joinedAtOnce) {
    await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
    await onboardProfessional(page.request);
    await page.goto('/pro-dashboard/homepage');
  }
  await expect(page).toHaveURL(/\/pro-dashboard\/schedule$/);
  await expect(page.getByText("You schedule for Iris Novak's practice.")).toBeVisible();
});
