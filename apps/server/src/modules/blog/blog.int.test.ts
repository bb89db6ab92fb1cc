import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_LIST_LIMIT, type BlogEntry } from '@orchid/contracts/blog';
import { entriesCall } from '@orchid/contracts/blog-pages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arrangePro } from '../directory/directory-fixtures';
import { blogServerPage } from './pages';
import * as repo from './repo';
import { blogEntries } from './tables';

// Reading the blog and the press page: the starter posts of a fresh installation, §7's list
// call (paging, categories, newest first, drafts and entries dated ahead hidden), one entry
// with its sanitized body, authors' photos, and the pages the server draws from the same data.

let t: TestApp;
let dataDir: string;
let guest: TestBrowser;
const LIST = '/api/blog/v1/blog_entry/';
const PRESS = '/api/blog/v1/press_entry/';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-blog-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, REGISTRATIONS_PER_HOUR: '1000' } });
  guest = new TestBrowser(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

/** An entry as an operator would leave it (the writing calls have their own tests). */
async function arrange(values: Partial<repo.NewBlogEntry> & { url: string }) {
  const at = values.publishedAt ?? minutesAgo(60);
  return repo.insertEntry(t.database.db, {
    section: 'blog',
    title: `About ${values.url}`,
    summary: 'A summary.',
    tags: ['Testing'],
    category: 'industry-research',
    bodyMarkdown: 'Some words to read.',
    readingTimeMinutes: 1,
    authorDisplayName: 'Ada Reyes',
    authorUserId: null,
    status: 'published',
    createdAt: at,
    modifiedAt: at,
    ...values,
    publishedAt: values.publishedAt === undefined ? at : values.publishedAt,
  });
}

const list = async (query: string, base = LIST): Promise<BlogEntry[]> => {
  const res = await guest.get(`${base}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a fresh installation', () => {
  it('has the starter posts, published, whatever DEMO_DATA says', async () => {
    const posts = await list('skip=0&limit=80&category=resources');
    expect(posts.map((post) => post.url)).toEqual(
      expect.arrayContaining([
        'how-to-book-a-session',
        'how-your-health-information-is-protected',
        'joining-a-support-group',
      ]),
    );
    const [first] = posts;
    expect(first).toMatchObject({
      author_display_name: 'The Orchid team',
      author_display_cognito_sub: null,
      author_image_url: null,
      category: { label: 'Resources', value: 'resources' },
    });
    expect(first?.reading_time_minutes).toBeGreaterThanOrEqual(2);
  });

  it('gives them once: a deleted one does not come back when the server starts again', async () => {
    const starter = await repo.findIdByUrl(t.database.db, 'blog', 'joining-a-support-group');
    await repo.deleteEntry(t.database.db, starter as number);
    const again = await createTestApp({ database: t.database });
    await again.close();
    const posts = await list('skip=0&limit=80');
    expect(posts.map((post) => post.url)).not.toContain('joining-a-support-group');
  });
});

describe('GET /api/blog/v1/blog_entry/ (§7)', () => {
  beforeAll(async () => {
    // 85 research posts a minute apart, the newest first by their number; a draft, one dated
    // ahead and a press item beside them.
    for (let n = 1; n <= 85; n++) {
      await arrange({ url: `research-${n}`, publishedAt: minutesAgo(200 - n) });
    }
    await arrange({ url: 'research-draft', status: 'draft', publishedAt: null });
    await arrange({ url: 'research-ahead', publishedAt: minutesAgo(-60) });
    await arrange({
      url: 'research-press',
      section: 'press',
      category: 'award',
      publishedAt: minutesAgo(1),
    });
  });

  it('gives 80 at a time, newest first, and the rest from skip=80', async () => {
    const first = await list('skip=0&limit=80&category=industry-research');
    expect(first).toHaveLength(BLOG_LIST_LIMIT);
    expect(first.slice(0, 2).map((post) => post.url)).toEqual(['research-85', 'research-84']);
    const rest = await list('skip=80&limit=80&category=industry-research');
    expect(rest.map((post) => post.url)).toEqual([
      'research-5',
      'research-4',
      'research-3',
      'research-2',
      'research-1',
    ]);
    const dates = first.map((post) => post.create_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('hides drafts and entries dated ahead until their date comes', async () => {
    const urls = async () =>
      [
        ...(await list('skip=0&limit=80&category=industry-research')),
        ...(await list('skip=80&limit=80&category=industry-research')),
      ].map((post) => post.url);
    expect(await urls()).not.toContain('research-draft');
    expect(await urls()).not.toContain('research-ahead');
    expect((await guest.get(`${LIST}research-draft`)).statusCode).toBe(404);
    t.clock.advance(2 * 60 * 60_000);
    expect(await urls()).toContain('research-ahead');
    expect((await guest.get(`${LIST}research-ahead`)).statusCode).toBe(200);
  });

  it('keeps the blog and the press page apart', async () => {
    expect((await list('skip=0&limit=80')).map((post) => post.url)).not.toContain('research-press');
    const press = await list('category=award', PRESS);
    expect(press.map((post) => post.url)).toEqual(['research-press']);
    expect(press[0]?.category).toEqual({ label: 'Award', value: 'award' });
    expect((await guest.get(`${PRESS}research-press`)).statusCode).toBe(200);
    expect((await guest.get(`${LIST}research-press`)).json()).toMatchObject({
      code: 'blog.notFound',
    });
  });

  it('refuses a category of the other section and limits past 80', async () => {
    for (const query of ['category=award', 'limit=81', 'skip=-1', 'category=nonsense']) {
      const res = await guest.get(`${LIST}?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('one entry', () => {
  it('comes with its body sanitized and its table of contents', async () => {
    await arrange({
      url: 'with-a-body',
      bodyMarkdown:
        '## Why\n\nBecause.\n\n<script>alert(1)</script>\n\n## How\n\n[x](javascript:alert(1))',
    });
    const res = await guest.get(`${LIST}with-a-body`);
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json();
    expect(post.body_html).toContain('<h2 id="why">Why</h2>');
    expect(post.body_html).not.toMatch(/<script|href="javascript:/);
    expect(post.table_of_contents).toEqual([
      { id: 'why', title: 'Why', level: 2 },
      { id: 'how', title: 'How', level: 2 },
    ]);
  });

  it("shows its author's directory photo when the author has one, at /blog/profile_image/{id}", async () => {
    const author = await arrangePro(t, {
      email: 'blog-author@example.org',
      name: ['Mina', 'Okafor'],
    });
    const photo = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#7c3f9e' },
    })
      .png()
      .toBuffer();
    const uploaded = await author.browser.request({
      method: 'POST',
      url: '/api/users/v1/orchid_pro/profile_image',
      payload: photo as unknown as object,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withPhoto = await arrange({ url: 'by-mina', authorUserId: author.sub });
    const without = await arrange({ url: 'by-no-one' });
    const post = (await guest.get(`${LIST}by-mina`)).json();
    expect(post).toMatchObject({
      author_display_cognito_sub: author.sub,
      author_image_url: `/blog/profile_image/${withPhoto.id}`,
    });
    const image = await guest.get(`/blog/profile_image/${withPhoto.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await guest.get(`${LIST}by-no-one`)).json().author_image_url).toBeNull();
    expect((await guest.get(`/blog/profile_image/${without.id}`)).statusCode).toBe(404);
    // A draft's author is nobody's business yet.
    const draft = await arrange({ url: 'mina-draft', authorUserId: author.sub, status: 'draft' });
    expect((await guest.get(`/blog/profile_image/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('the pages the server draws', () => {
  const ctx = () => t.accounts;

  it('carry the answers of the calls the page makes, and the head search engines read', async () => {
    const page = await blogServerPage(ctx(), '/blogs');
    if (page?.status !== 200) throw new Error('no page');
    expect(page.data.map((answer) => answer.path)).toEqual([entriesCall('blog').path]);
    const answer = await guest.get(entriesCall('blog').path);
    expect(page.data[0]?.answer).toEqual(answer.json());
    expect(page.head).toMatchObject({ title: 'Blog', path: '/blogs', type: 'website' });

    const post = await blogServerPage(ctx(), '/blogs/with-a-body/');
    expect(post).toMatchObject({
      status: 200,
      head: { title: 'About with-a-body', path: '/blogs/with-a-body', type: 'article' },
    });
  });

  it('answer 404 for an entry that is not there, and nothing for other addresses', async () => {
    expect(await blogServerPage(ctx(), '/blogs/research-draft')).toEqual({ status: 404 });
    expect(await blogServerPage(ctx(), '/blogs/Not%20a%20slug')).toEqual({ status: 404 });
    expect(await blogServerPage(ctx(), '/pricing')).toBeUndefined();
  });
});

describe('the table', () => {
  it('refuses a published entry without a date', async () => {
    await expect(
      t.database.db.insert(blogEntries).values({
        section: 'blog',
        url: 'no-date',
        title: 't',
        summary: 's',
        category: 'resources',
        bodyMarkdown: '',
        readingTimeMinutes: 0,
        authorDisplayName: 'a',
        status: 'published',
        publishedAt: null,
        createdAt: t.clock.now(),
        modifiedAt: t.clock.now(),
      }),
    ).rejects.toThrow();
  });
});
