import {
  createConfirmedAccount,
  latestMail,
  linkIn,
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

// "Who has seen my information": reads of a person's data by someone else, as that person
// sees them. The setting-up goes through the API; what the person reads goes through the page.
test.describe.configure({ timeout: 120_000 });

test("an owner sees the scheduler's reads of the practice, and searches the audit events", async ({
  page,
  browser,
}, testInfo) => {
  const ownerEmail = uniqueEmail('log-owner', testInfo);
  const schedulerEmail = uniqueEmail('log-scheduler', testInfo);
  await createConfirmedAccount(page.request, 'professional', ownerEmail);
  await onboardProfessional(page.request);
  const owner = (await (await page.request.get('/api/users/v1/user_info')).json()) as {
    sub: string;
  };
  const invited = await page.request.post('/api/users/v1/team/invites', {
    data: { email: schedulerEmail, role: 'PRACTICE_SCHEDULER' },
  });
  expect(invited.status()).toBe(201);

  // The scheduler, in a browser of their own, joins and opens the practice's profile.
  const schedulerContext = await browser.newContext();
  const scheduler = schedulerContext.request;
  const mail = await latestMail(scheduler, schedulerEmail, /invited you to/);
  const token = new URL(linkIn(mail, '/team-invite'), 'http://localhost').searchParams.get('token');
  await createConfirmedAccount(scheduler, 'professional', schedulerEmail);
  expect(
    (await scheduler.post('/api/users/v1/team/invites/accept', { data: { token } })).status(),
  ).toBe(200);
  const read = await scheduler.get(`/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`);
  expect(read.status()).toBe(200);
  const schedulerInfo = (await (await scheduler.get('/api/users/v1/user_info')).json()) as {
    sub: string;
  };
  await schedulerContext.close();

  await page.goto('/pro-dashboard/settings/access-log');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Who has seen my information' }),
  ).toBeVisible();
  const seen = page.getByRole('list', { name: 'Who has seen your information' });
  const entry = seen.getByRole('listitem').filter({ hasText: 'practice scheduler' }).first();
  await expect(entry).toContainText('Iris Novak');
  await expect(entry).toContainText('Viewed the practice profile for the owner');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'access-log-owner');

  await page.getByRole('link', { name: 'Audit events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit events' })).toBeVisible();
  const found = page.getByRole('list', { name: 'Audit events found' }).getByRole('listitem');
  const practiceRead = 'Viewed the practice profile for the owner';
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: practiceRead }).click();
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Iris Novak: Viewed the practice profile for the owner');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'audit-events-filtered');

  // By who did it: the practice's people are the owner and the scheduler (both registered as
  // Iris Novak). The scheduler's events in the practice are their joining and their read; the
  // owner's own (signing up, inviting) are left out.
  const searched = (query: string) =>
    page.waitForResponse(
      (answer) =>
        answer.url().includes('/api/users/v1/audit_events?') && answer.url().includes(query),
    );
  const schedulersEvents = [`Iris Novak: ${practiceRead}`, 'Iris Novak: Joined the practice'];
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: practiceRead }).click();
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Done by' }).click();
  await expect(page.getByRole('option')).toHaveText(['Iris Novak (you)', 'Iris Novak']);
  const bySchedulerAnswered = searched(`actor=${schedulerInfo.sub}`);
  await page.getByRole('option', { name: 'Iris Novak', exact: true }).click();
  await bySchedulerAnswered;
  await expect(found.locator('p:first-child')).toHaveText(schedulersEvents);
  // The same, narrowed to today (the owner's zone is the browser's: user info names none).
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await page.getByLabel('From').fill(today);
  const todayAnswered = searched('to=');
  await page.getByLabel('To').fill(today);
  await todayAnswered;
  await expect(found.locator('p:first-child')).toHaveText(schedulersEvents);
  await page.getByLabel('To').blur();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'audit-events-by-actor');
});

test("a minor's log shows the guardian's reads; a new member's log is empty", async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'member', uniqueEmail('log-guardian', testInfo));
  await page.goto('/member-dashboard/profile');
  await page.getByRole('link', { name: 'Who has seen my information' }).click();
  await expect(
    page.getByText('Nobody else has opened or changed your information yet.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'access-log-empty');

  const guardian = (await (await page.request.get('/api/users/v1/user_info')).json()) as {
    sub: string;
  };
  const minor = await page.request.post('/api/users/v1/minors', {
    data: { first_name: 'Kit', last_name: 'Reyes', dob: '2016-06-15', relationship: 'Parent' },
  });
  expect(minor.status()).toBe(201);
  const { orchid_user_id } = (await minor.json()) as { orchid_user_id: string };
  const switched = await page.request.post(
    `/api/users/v1/minors/switch/${guardian.sub}/${orchid_user_id}`,
  );
  expect(switched.status()).toBe(200);

  // Acting for Kit: opening Kit's profile is a read by the guardian, on Kit's log.
  await page.goto('/member-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: "Kit's profile" })).toBeVisible();
  await page.getByRole('link', { name: 'Who has seen my information' }).click();
  const entry = page
    .getByRole('list', { name: 'Who has seen your information' })
    .getByRole('listitem')
    .filter({ hasText: 'Viewed the profile' })
    .first();
  await expect(entry).toContainText('Juniper');
  await expect(entry).toContainText('(guardian)');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'access-log-minor');
});
