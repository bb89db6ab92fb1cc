import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  takenOver,
  test,
} from '../support';

test(
  'the home page says who it serves and where to start',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Mental-health care for clients and professionals | Orchid');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find support that feels right for you' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Find a professional' }).first()).toHaveAttribute(
      'href',
      '/professional-search',
    );
    await expect(
      main.getByRole('link', { name: 'Join as a professional' }).first(),
    ).toHaveAttribute('href', '/professional-homepage');
    await expect(main.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your privacy comes first' })).toBeVisible();
    await expect(main.getByRole('link', { name: '988', exact: true })).toHaveAttribute(
      'href',
      'tel:988',
    );

    // Landmarks on every page, and a skip link that lands in <main>.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(1);
    await takenOver(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();

    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'home');
  },
);

test('the home page claims only what the software does, and no compliance of its own', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Your privacy comes first' });
  await expect(trust).toBeVisible();
  // Compliance is the operator's to claim (HIPAA_CLAIMS, off by default), not the software's.
  await expect(page.getByRole('img', { name: /HIPAA/ })).toHaveCount(0);
  await expect(page.getByText(/HIPAA/)).toHaveCount(0);
  // What is true today: profile health data is sealed, and reads by others are logged.
  await expect(trust).toContainText(
    'Health details in a profile, such as a date of birth, a phone number or insurance numbers, are sealed with AES-256-GCM before they are stored.',
  );
  await expect(trust).toContainText(
    'Each time someone else opens them, it is logged, and you can see who under “Who has seen my information”.',
  );
  await expect(trust).not.toContainText('Session notes, messages and files are encrypted');
  await trust.scrollIntoViewIfNeeded();
  await trust.screenshot({ path: `screenshots/${testInfo.project.name}/home-privacy.png` });
});

test('the footer carries the crisis lines, 988 first', async ({ page }, testInfo) => {
  await page.goto('/');
  const crisis = page.getByRole('region', { name: 'In crisis? Help is available right now' });
  await crisis.scrollIntoViewIfNeeded();

  await expect(crisis).toContainText(
    'If you are in a life-threatening situation, call 911 or go to the nearest emergency room.',
  );
  const lines = crisis.getByRole('listitem');
  await expect(lines.first()).toContainText('988 Suicide & Crisis Lifeline');
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: 'text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(crisis.getByRole('link', { name: '+1-800-273-8255' })).toHaveAttribute(
    'href',
    'tel:+18002738255',
  );
  await expect(crisis.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?body=HOME',
  );

  const footer = page.getByRole('contentinfo');
  const privacy = footer.getByRole('link', { name: /^Privacy policy/ });
  await expect(privacy).toHaveAttribute('href', '/privacy-policy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  const signIn = footer.getByRole('link', { name: /^Sign in as Existing User/ });
  await expect(signIn).toHaveAttribute('href', '/login');
  await expect(signIn).toHaveAttribute('target', '_blank');
  for (const path of ['/switch-ehr-orchid', '/orchid-ehr-faq', '/partner-with-orchid', '/AUP']) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }

  await crisis.screenshot({ path: `screenshots/${testInfo.project.name}/footer-crisis.png` });
  await saveScreenshot(page, testInfo, 'home-footer');
});

test(
  'crisis help is one tap away in the top bar',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Crisis help' }).click();

    const dialog = page.getByRole('dialog', { name: 'Get help now' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'crisis-help-dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Crisis help' })).toBeFocused();
  },
);
