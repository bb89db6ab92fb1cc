import {
  createConfirmedAccount,
  latestMail,
  linkIn,
  memberIntake,
  newPassword,
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
test.describe.configure({ timeout: 120_000 });

test('a professional registers, confirms the email from the mail and lands on the quick intake', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('pro', testInfo);
  await page.goto('/professional-register');
  await expect(page).toHaveTitle('Join as a professional | Orchid');

  // The messages of the spec, under each field.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(
    page.getByText('Please fill out all of the required fields correctly'),
  ).toBeVisible();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter your last name')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'professional-register-errors');

  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Novak');
  await page.getByLabel('Email').fill(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('short');
  await password.blur();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
  await password.fill(newPassword);
  await expect(
    page.getByRole('listitem').filter({ hasText: '10 characters or more' }),
  ).toContainText('done');
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('checkbox', { name: /18 years of age or older/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'professional-register-filled');
  await page.getByRole('button', { name: 'Create my account' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toContainText(email);
  await expect(verify.getByRole('button', { name: 'Resend the link' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('redirect_after_register')))
    .toBe('/professional-register');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'professional-register-verify');

  const link = linkIn(await latestMail(request, email, /^Confirm your email/), '/confirm-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expect(page).toHaveTitle('Confirm your email | Orchid');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'confirm-email-done');

  // Signed in since registering, with the signup still to finish: the quick intake next.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
});

test('a member registers, confirms the email, meets the intake and lands on the homepage', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('member', testInfo);
  await page.goto('/member-register');
  await expect(page).toHaveTitle('Create your account | Orchid');

  await page.getByLabel('First name').fill('Juniper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('alllowercase1!');
  await page.getByLabel('Confirm password').fill('alllowercase1!');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(
    page.getByText('Please fill out all of the required fields correctly'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 10 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-register-errors');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toContainText(email);
  await saveScreenshot(page, testInfo, 'member-register-verify');
  await verify.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = linkIn(await latestMail(request, email, /^Confirm your email/), '/confirm-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Signup is unfinished: the intake, required details first.
  const intake = page.getByRole('dialog', {
    name: 'Complete your profile',
  });
  await expect(intake.getByLabel('Legal first name')).toHaveValue('Juniper');
  const next = intake.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await intake.getByLabel('Legal last name').fill('Reyes');
  await intake.getByLabel('Date of birth').fill('3/7/2001');
  await expect(intake.getByText('March 7, 2001')).toBeVisible();
  await next.click();
  await expect(intake.getByRole('alert')).toHaveText(
    'Please fill out all of the required fields correctly',
  );
  await expect(intake.getByText('Please enter your street address')).toBeVisible();
  await expect(intake.getByLabel('Date of birth')).toHaveValue('2001-03-07');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'member-intake-required-errors', { fullPage: false });

  await intake.getByLabel('Street address').fill('12 Elm Street');
  await intake.getByLabel('Country').selectOption('CA');
  await expect(intake.getByLabel('Province')).toBeVisible();
  await expect(intake.getByLabel('Postal Code')).toBeVisible();
  await intake.getByLabel('Country').selectOption('US');
  await intake.getByLabel('State').selectOption('NY');
  await intake.getByLabel('City').fill('Albany');
  await intake.getByLabel('Zip').fill('12207');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-intake-required', { fullPage: false });
  await next.click();

  // The optional details, then one save.
  await expect(intake.getByRole('tab', { name: 'Optional details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await intake.getByLabel('Preferred first name').fill('June');
  await intake.getByLabel('Gender').selectOption('Non-binary');
  await intake.getByLabel('Phone number').fill('5551234567');
  await expect(intake.getByLabel('Phone number')).toHaveValue('(555) 123 4567');
  await expect(
    intake.getByText("The sex you give must match your insurance provider's records."),
  ).toBeVisible();
  await intake.getByLabel('About you').fill('I would like to talk about sleep.');
  await expect(intake.getByText('33 of 1024 characters')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-intake-optional', { fullPage: false });
  await intake.getByRole('button', { name: 'Save and finish' }).click();

  await expect(intake).toBeHidden();
  await expect(page).toHaveURL(/\/member-dashboard\/homepage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, June' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Find a professional' }),
  ).toHaveAttribute('href', '/professional-search');
  await expect(page.getByRole('button', { name: 'See crisis resources' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('redirect_after_register')))
    .toBeNull();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-homepage-after-intake');

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Your email is already confirmed' }),
  ).toBeVisible();
});

test(
  'the intake at /member-intake-form lands on the page the member registered on',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('intake-form', testInfo);
    await createConfirmedAccount(page.request, 'member', email, { finishIntake: false });
    await page.goto('/get-started');
    await page.evaluate(() => sessionStorage.setItem('redirect_after_register', '/get-started'));

    await page.goto('/member-intake-form');
    await expect(page).toHaveTitle('Finish setting up | Orchid');
    const intake = page.getByRole('dialog', {
      name: testInfo.project.name === 'phone' ? 'Finish setting up' : 'Complete your profile',
    });
    await intake.getByLabel('Legal last name').fill(memberIntake.last_name);
    await intake.getByLabel('Date of birth').fill('2001-03-07');
    await intake.getByLabel('Street address').fill(memberIntake.home_address_line1);
    await intake.getByLabel('State').selectOption(memberIntake.home_state);
    await intake.getByLabel('City').fill(memberIntake.home_city);
    await intake.getByLabel('Zip').fill(memberIntake.home_zipcode);
    await intake.getByRole('button', { name: 'Next' }).click();
    await intake.getByRole('button', { name: /^(Finish|Save and finish)$/ }).click();

    await expect(page).toHaveURL(/\/get-started$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('redirect_after_register')))
      .toBeNull();
  },
);

test('an invitation code in the link goes with the registration', async ({ page }, testInfo) => {
  await page.goto('/member-register?invite_code=not-a-real-invitation');
  await page.getByLabel('First name').fill('Juniper');
  await page.getByLabel('Email').fill(uniqueEmail('invited', testInfo));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The server checks the code: this one does not exist.
  await expect(page.getByRole('alert')).toHaveText(
    /^Failed to register: This invitation is not valid/,
  );
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'member-register-failed');
});

test('an unconfirmed account cannot close the Verify dialog on its dashboard', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('unconfirmed', testInfo);
  const registered = await page.request.post('/api/users/v1/orchid_pro/account', {
    data: {
      user_in: { email, password: newPassword },
      orchid_pro_in: { first_name: 'Iris', last_name: 'Novak', is_over_eighteen: true },
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/pro-dashboard/homepage');
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toContainText(email);
  await expect(verify.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(verify).toBeVisible();

  // The toast hides after 2 s: wait for the answer, then look at once.
  const resent = page.waitForResponse((res) =>
    res.url().endsWith('/api/users/v1/resend_email_confirmation'),
  );
  await verify.getByRole('button', { name: 'Resend the link' }).click();
  expect((await resent).ok()).toBe(true);
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'verify-email-on-dashboard');

  // Confirmed in another tab: the dialog lets the person in once told.
  const link = linkIn(await latestMail(request, email, /^Confirm your email/), '/confirm-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  expect((await request.post('/api/users/v1/confirm_email', { data: { token } })).status()).toBe(
    200,
  );
  await verify.getByRole('button', { name: 'I have confirmed my email' }).click();
  await expect(verify).toBeHidden();
  // Then the post-login gate: a professional's unfinished signup goes on in the quick intake.
  await expect(page).toHaveURL(/\/quick-intake#tell-us-about-yourself$/);
});
