import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// The operator's name and contact come from the server's settings (start-server.mjs sets them).
const operator = { name: 'Lakeside Care Cooperative', contact: 'privacy@lakeside.example' };

const documents = [
  { path: '/terms-of-use', title: 'Terms of use', shot: 'legal-terms-of-use' },
  { path: '/privacy-policy', title: 'Privacy policy', shot: 'legal-privacy-policy' },
  { path: '/AUP', title: 'Acceptable use policy', shot: 'legal-acceptable-use' },
  {
    path: '/clinician-ai-privacy-policy',
    title: 'Clinician AI privacy policy',
    shot: 'legal-clinician-ai-privacy',
  },
  { path: '/waiver-of-liability', title: 'Waiver of liability', shot: 'legal-waiver' },
  {
    path: '/independent-contractor-agreement',
    title: 'Independent contractor agreement',
    shot: 'legal-contractor-agreement',
  },
] as const;

for (const document of documents) {
  test(`${document.path} is a dated, versioned template naming the operator`, async ({
    page,
  }, testInfo) => {
    await page.goto(document.path);
    await expect(page).toHaveTitle(`${document.title} | Orchid`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
    await expect(main.getByText(/^Version \d+\.\d+$/)).toBeVisible();
    await expect(main.getByText(/^Effective [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    // A template, said so where the operator (and a reader) cannot miss it.
    await expect(main.getByRole('note', { name: 'A template' })).toContainText(
      "a template for the operator's lawyer",
    );
    await expect(main).toContainText(`${operator.name} runs Orchid`);
    await expect(main.getByRole('link', { name: operator.contact }).first()).toHaveAttribute(
      'href',
      `mailto:${operator.contact}`,
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, document.shot);
  });
}

test('the privacy policy says what is kept, for how long, who sees it, and the operator duties', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  for (const heading of [
    'What we keep',
    'How long we keep it',
    'Who can see it',
    'How health data is protected',
    'Who has seen my information',
    "The operator's duties",
    'Your rights',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('AES-256-GCM');
  await expect(main).toContainText('backups');
});

test('the footer opens the privacy policy, the terms and the acceptable use policy', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  // The privacy policy opens in a new tab, as the spec says.
  const [privacyTab] = await Promise.all([
    context.waitForEvent('page'),
    footer.getByRole('link', { name: /^Privacy policy/ }).click(),
  ]);
  await expect(privacyTab.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await privacyTab.close();

  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Acceptable use policy' }).click();
  await expect(page).toHaveURL(/\/AUP$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acceptable use policy' }),
  ).toBeVisible();
  // The documents link to one another.
  await page
    .getByRole('navigation', { name: 'Legal documents' })
    .getByRole('link', {
      name: 'Waiver of liability',
    })
    .click();
  await expect(page).toHaveURL(/\/waiver-of-liability$/);
  await saveScreenshot(page, testInfo, 'legal-from-footer');
});

test('the terms read well on a 360 px screen', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({
    path: `screenshots/${testInfo.project.name}/legal-terms-360.png`,
    fullPage: false,
  });
});
