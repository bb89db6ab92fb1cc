import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// About us, help, the mood pages, write for us and the EHR FAQ: public pages of words, each
// with its title, its one h1, no horizontal scroll on a phone, and nothing axe objects to.
const pages = [
  { path: '/about-us', title: 'About us', h1: /Care that is easier to find/, shot: 'about-us' },
  { path: '/support', title: 'Help and support', h1: 'How can we help?', shot: 'support' },
  {
    path: '/feelings',
    title: 'How are you feeling?',
    h1: 'How are you feeling?',
    shot: 'feelings',
  },
  { path: '/daily-moods', title: "Today's mood", h1: 'How is today going?', shot: 'daily-moods' },
  {
    path: '/write-for-us',
    title: 'Write for Orchid',
    h1: 'Write for Orchid',
    shot: 'write-for-us',
  },
  {
    path: '/ehr-security',
    title: 'EHR security',
    h1: 'Unparalleled EHR Security You Can Trust',
    shot: 'ehr-security',
  },
  {
    path: '/orchid-ehr-faq',
    title: 'Orchid EHR FAQ',
    h1: 'Frequently asked questions',
    shot: 'ehr-faq',
  },
] as const;

for (const info of pages) {
  test(`${info.path} has its title, its heading and its description`, async ({
    page,
  }, testInfo) => {
    await page.goto(info.path);
    await expect(page).toHaveTitle(`${info.title} | Orchid`);
    await expect(page.getByRole('heading', { level: 1, name: info.h1 })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
      'content',
      /run your practice in one calm place\.$/,
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, `info-${info.shot}`);
  });
}

test('a page opened from the footer starts at its top', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Write for us' }).click();
  await expect(page).toHaveURL(/\/write-for-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write for Orchid' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('write for us: guidelines, six questions, four steps and a ready-to-send mail', async ({
  page,
}, testInfo) => {
  await page.goto('/write-for-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Blog guidelines' })).toBeVisible();
  await expect(main.getByText('Between 800 and 1,800 words.', { exact: false })).toBeVisible();
  await expect(main.getByRole('heading', { name: "Submissions we won't accept" })).toBeVisible();
  const questions = main.locator('#write-for-us-faq ~ * button[aria-expanded]');
  await expect(questions).toHaveCount(6);
  await main.getByRole('button', { name: 'How long until I hear back?' }).click();
  await expect(main.getByText(/reply within one to two weeks, whether or not/)).toBeVisible();
  const steps = main.getByRole('heading', { name: 'How to Submit a Blog Post' });
  await expect(steps).toBeVisible();
  await expect(main.locator('ol li')).toHaveCount(4);
  const ready = main.getByRole('region', { name: 'Ready to submit?' });
  await expect(ready.getByRole('link', { name: 'E-mail your post' })).toHaveAttribute(
    'href',
    /^mailto:support@[^?]+\?subject=Orchid%20Blog%20Post%20Submission$/,
  );
  await expect(ready.getByRole('link', { name: 'Use the submission form' })).toHaveAttribute(
    'href',
    '/post-blog',
  );
  await expect(main.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blogs');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'info-write-for-us-open-question');
});

test('the EHR FAQ: four sections from its table of contents, each with a free trial', async ({
  page,
}) => {
  await page.goto('/orchid-ehr-faq');
  const main = page.getByRole('main');
  const contents = main.getByRole('navigation', { name: 'Sections' });
  for (const section of ['Getting Started', 'Features', 'Subscriptions', 'Security & Compliance']) {
    await expect(contents.getByRole('link', { name: section })).toBeVisible();
  }
  await contents.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeInViewport();
  await main.getByRole('button', { name: 'How much does it cost?' }).click();
  await expect(main.getByText(/Core is \$19\.99 a month/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Try Orchid for Free' })).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Try Orchid', exact: true })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  const closing = main.getByRole('region', { name: 'Private Practice – Made Perfect' });
  await expect(closing.getByRole('link', { name: 'Switch to Orchid' })).toHaveAttribute(
    'href',
    '/professional-register',
  );
});

test('the mood pages answer kindly, lead to care, and keep nothing', async ({ page }, testInfo) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    // The app's own session check aside, nothing is written anywhere.
    const url = request.url();
    if (url.includes('/api/') && !url.includes('/api/login/') && request.method() !== 'GET') {
      sent.push(url);
    }
  });
  await page.goto('/feelings');
  await expect(page.getByText(/Nothing is saved or sent anywhere/)).toBeVisible();
  await page.locator('label', { hasText: 'Overwhelmed' }).click();
  await expect(page.getByRole('radio', { name: 'Overwhelmed' })).toBeChecked();
  const answer = page.getByRole('region', { name: 'Overwhelmed' });
  await expect(answer).toContainText('Pick just one thing for the next hour');
  await expect(answer.getByRole('link', { name: 'Find a professional' })).toHaveAttribute(
    'href',
    '/professional-search',
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'info-feelings-answered');

  await page.goto('/daily-moods');
  await page.locator('label', { hasText: 'Very hard' }).click();
  const hard = page.getByRole('region', { name: 'Very hard' });
  await expect(hard.getByText(/Please reach out now/)).toBeVisible();
  await expect(hard.getByRole('link', { name: '+1-800-273-8255' })).toHaveAttribute(
    'href',
    'tel:+18002738255',
  );
  await expect(hard.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'info-daily-moods-hard-day');
  expect(sent).toEqual([]);
});

test('help: topics, a person to write to and the crisis lines', async ({ page }) => {
  await page.goto('/support');
  const main = page.getByRole('main');
  const topics = main.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link')).toHaveCount(4);
  await main.getByRole('button', { name: 'I forgot my password' }).click();
  await expect(main.getByText(/a link that works for one hour/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
    'href',
    /^mailto:support@/,
  );
  const crisis = main.getByRole('region', { name: 'In a crisis' });
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
});

test('about us says how to reach the people who run the site', async ({ page }) => {
  await page.goto('/about-us');
  const contact = page.getByRole('region', { name: 'How to reach us' });
  await expect(contact.getByRole('link', { name: 'privacy@lakeside.example' })).toHaveAttribute(
    'href',
    'mailto:privacy@lakeside.example',
  );
  await expect(contact.getByRole('link', { name: 'help page' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expect(page.getByRole('main')).toContainText('run by Lakeside Care Cooperative');
});

test('the security page: eight features, four questions, the rest of the FAQ, no unconfirmed claim', async ({
  page,
}) => {
  await page.goto('/ehr-security');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: 'Get Your Secure Free Trial' }).first(),
  ).toHaveAttribute('href', '/professional-register');
  await expect(
    main.getByRole('region', { name: 'Security in every layer' }).getByRole('listitem'),
  ).toHaveCount(8);
  await expect(
    main.getByRole('region', { name: 'Security questions' }).locator('button[aria-expanded]'),
  ).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Read the rest of our FAQs' })).toHaveAttribute(
    'href',
    '/orchid-ehr-faq',
  );
  // A fresh installation confirms no claim: no SOC 2, no 99.9%, no "HIPAA compliant".
  await expect(main).not.toContainText('SOC 2');
  await expect(main).not.toContainText('99.9%');
  await expect(main).not.toContainText('in compliance with HIPAA');
});
