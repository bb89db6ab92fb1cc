import { demo, latestMail, logInWith } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';

// The blog (issue 15; booking-practice-and-marketing §2 "Blog and press"): a visitor opens it
// from the footer, reads a starter post (the progress bar shows once scrolled 100 px and hides
// again at the top, the table of contents jumps to a heading), and sends a post of their own
// from /post-blog; the demo operator writes a post at the desk, previews it and publishes it,
// and reads the submissions. Every installation starts with the starter posts (docs/blog.md).

const post = 'How to book a session with a professional';
const postPath = '/blogs/how-to-book-a-session';

test(
  'a visitor opens the blog from the footer and reads a post',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page).toHaveTitle('Blog | Orchid');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    // §2's card: tags, reading time, title, summary, author and the publish date in long format.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: post }) });
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Booking');
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText('The Orchid team');
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'blog-index');

    // A category's page.
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Resources' })
      .click();
    await expect(page).toHaveURL(/\/blogs\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The post opens at its top.
    await page.mouse.wheel(0, 600);
    await page.getByRole('link', { name: post }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: post })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`${post} | Orchid`);
    const progress = page.getByRole('progressbar', {
      name: 'Reading progress',
      includeHidden: true,
    });
    await expect(progress).toBeHidden();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'blog-post');

    // Scrolled into the article, the bar shows how far the reader is.
    await page.mouse.wheel(0, 1400);
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await saveScreenshot(page, testInfo, 'blog-post-reading', { fullPage: false });

    // The table of contents jumps to a heading: beside the post, or in the phone's overview.
    if (phone) {
      await page.getByText('Overview', { exact: true }).click();
      const overview = page.getByRole('navigation', { name: 'Overview' });
      await expect(overview).toBeVisible();
      await saveScreenshot(page, testInfo, 'blog-post-overview', { fullPage: false });
      await overview.getByRole('link', { name: 'After you book' }).click();
      await expect(overview).toBeHidden();
    } else {
      await page
        .getByRole('navigation', { name: 'In this article' })
        .getByRole('link', { name: 'After you book' })
        .click();
    }
    const heading = page.getByRole('heading', { level: 2, name: 'After you book' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${postPath}#after-you-book$`));
    if (!phone) {
      await expect(
        page
          .getByRole('navigation', { name: 'In this article' })
          .getByRole('link', { name: 'After you book' }),
      ).toHaveAttribute('aria-current', 'location');
    }
    await saveScreenshot(page, testInfo, 'blog-post-jumped', { fullPage: false });

    // Back at the top the bar hides again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(progress).toBeHidden();
  },
);

test('search engines get the post drawn, with its head and its picture', async ({ request }) => {
  const answer = await request.get(postPath, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`${post}</h1>`);
  expect(html).toContain(`<title>${post} | Orchid</title>`);
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/blogs\/how-to-book-a-session" \/>/,
  );
  expect(html).toContain('<meta property="og:type" content="article" />');
  // The picture link previews show, at the address the head names.
  const picture = html.match(/<meta property="og:image" content="http:\/\/[^/]+(\/[^"]+)"/)?.[1];
  expect(picture).toBe('/og-image.png');
  const image = await request.get(picture ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(html).toContain('After you book</h2>');
  expect((await request.get('/blogs/no-such-post')).status()).toBe(404);
});

test('a visitor sends a post of their own', async ({ page, request }, testInfo) => {
  // Three pages, each checked with axe and photographed, and a mail to wait for: a minute was
  // too short once on a loaded machine.
  test.setTimeout(120_000);
  const title = `Rest is part of the work (${testInfo.project.name} ${Date.now()})`;
  await page.goto('/blogs');
  await page.getByRole('link', { name: 'Submit a post' }).click();
  await expect(page).toHaveURL(/\/post-blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a blog post' })).toBeVisible();
  // §5's guidelines beside the form.
  const guidelines = page.getByRole('region', { name: 'Guidelines' });
  await expect(guidelines).toContainText('Between 800 and 1,800 words');
  await expect(guidelines).toContainText('Promotional or link-building content.');

  // Sent empty, the form says what is missing.
  await page.getByRole('button', { name: 'Send my post' }).click();
  await expect(
    page.getByText('Please fill out all of the required fields correctly'),
  ).toBeVisible();
  await expect(page.getByText('Choose your Word document.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'post-blog-errors');

  await page.getByLabel('Your name').fill('Dana Moss');
  await page.getByLabel('E-mail').fill('dana.moss@example.org');
  await page.getByLabel('Suggested title').fill(title);
  await page.getByLabel('What is it about?').selectOption({ label: 'Clinician Wellness' });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rest-is-part-of-the-work.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4000, 32)]),
  });
  await page
    .getByLabel('Short author bio')
    .fill('Dana Moss, LCSW, Lakeside Clinic. Works with clinicians on burnout and rest.');
  await expect(page.getByText('12 of 100 words', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'post-blog-filled');
  await page.getByRole('button', { name: 'Send my post' }).click();

  await expect(page).toHaveURL(/\/post-blog-confirmation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your post is on its way' }),
  ).toBeVisible();
  const received = page.getByLabel('What we received');
  await expect(received).toContainText(title);
  await expect(received).toContainText('rest-is-part-of-the-work.docx');
  await expect(received).toContainText('dana.moss@example.org');
  await expect(page.getByText('We reply within one to two weeks.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'post-blog-confirmation');

  // The operator is told (the dev mailbox keeps the support address's mail).
  const mail = await latestMail(request, 'support@127.0.0.1', /Blog Post Submission/);
  expect(mail.subject).toBe('Orchid Blog Post Submission');

  // The thank-you page the spec names.
  await page.goto('/thanksforsharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks for sharing' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'thanks-for-sharing');
});

test('an operator writes a post with a preview and publishes it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Five minutes between sessions (${testInfo.project.name} ${Date.now()})`;
  await page.goto('/login');
  await logInWith(page, demo.operator.email, demo.operator.password);
  await expect(page).toHaveURL(/\/member-dashboard\//);
  await page.goto('/admin/blog');
  const desk = page.getByRole('navigation', { name: "Operator's desk" });
  await expect(desk.getByRole('link', { name: 'Blog and press' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The starter posts are there, published.
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(posts.filter({ hasText: post })).toContainText('Published');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'desk-blog');

  await page.getByRole('button', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill(title);
  // The address follows the title until it is edited.
  await expect(page.getByLabel('Address')).toHaveValue(/^five-minutes-between-sessions-/);
  await page
    .getByLabel('Summary')
    .fill('A short routine that keeps a full day of sessions steady.');
  await page.getByLabel('Category').selectOption({ label: 'Clinician Wellness' });
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Wellness');
  await tags.press('Enter');
  await page
    .getByLabel('Body (Markdown)')
    .fill('## Breathe\n\nFour counts in, six out.\n\n## Stand up\n\nWalk to the window and back.');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Breathe' })).toBeVisible();
  await expect(preview).toContainText('1 min read');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'desk-blog-preview');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  const row = posts.filter({ hasText: title });
  await expect(row).toContainText('Published');
  await toastsGone(page);
  await saveScreenshot(page, testInfo, 'desk-blog-published');

  // Readers find it on the blog, with its table of contents.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Stand up' })).toBeVisible();
  await page.goto('/blogs/clinician-wellness');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The submissions tab.
  await page.goto('/admin/blog-submissions');
  await expect(page.getByRole('heading', { level: 2, name: 'Blog submissions' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'desk-blog-submissions');
});
