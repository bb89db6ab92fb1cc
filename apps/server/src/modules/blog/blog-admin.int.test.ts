import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BlogEntryInput } from '@orchid/contracts/blog';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { signedInOperator } from '../../test/operators';
import { createTestApp, type TestApp } from '../../test/test-app';

// The blog's tabs of the operator's desk: writing entries (drafts, preview, publishing now or
// at a date, pictures) and reading guest authors' submissions. Operators only: the
// authorization matrix refuses every other kind of caller, and this shows one let in.

let t: TestApp;
let dataDir: string;
let operator: { browser: TestBrowser; sub: string };
const guest = () => new TestBrowser(t.app);
const ENTRIES = '/api/admin/v1/blog/entries';
const PUBLIC = '/api/blog/v1/blog_entry/';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-blog-admin-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  operator = await signedInOperator(t, 'editor@example.org');
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const entry = (changes: Partial<BlogEntryInput> = {}): BlogEntryInput => ({
  section: 'blog',
  url: 'keeping-notes-short',
  title: 'Keeping notes short',
  summary: 'Less time writing, more time with clients.',
  tags: ['Notes', 'Notes', 'Practice'],
  category: 'professional-development',
  body_markdown: '## Why\n\nBecause time matters.\n\n## How\n\nWrite less.',
  author_display_name: 'Dana Moss',
  author_display_cognito_sub: null,
  status: 'draft',
  create_datetime: null,
  ...changes,
});

/** A character other than `digit`: 1 for 0, 0 for any other. */
const otherHexDigit = (digit: string) => (digit === '0' ? '1' : '0');

describe('writing an entry', () => {
  let id: number;

  it('keeps a draft out of sight of readers', async () => {
    const res = await operator.browser.post(ENTRIES, entry());
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    id = draft.id;
    expect(draft).toMatchObject({
      section: 'blog',
      status: 'draft',
      scheduled: false,
      tags: ['Notes', 'Practice'],
      category: { label: 'Professional Development', value: 'professional-development' },
      reading_time_minutes: 1,
    });
    expect((await guest().get(`${PUBLIC}keeping-notes-short`)).statusCode).toBe(404);
    const listed = (await operator.browser.get(`${ENTRIES}?section=blog`)).json().entries;
    expect(listed.map((e: { url: string }) => e.url)).toContain('keeping-notes-short');
  });

  it('previews the body as readers will get it, sanitized', async () => {
    const res = await operator.browser.post('/api/admin/v1/blog/preview', {
      body_markdown: '## Hello there\n\n<script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      table_of_contents: [{ id: 'hello-there', title: 'Hello there', level: 2 }],
      reading_time_minutes: 1,
    });
    expect(res.json().body_html).not.toMatch(/<script|href="javascript:/);
  });

  it('publishes it now, dated when it was published, and audits who did', async () => {
    t.clock.advance(60_000);
    const res = await operator.browser.put(`${ENTRIES}/${id}`, entry({ status: 'published' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().create_datetime).toBe(t.clock.now().toISOString());
    const post = await guest().get(`${PUBLIC}keeping-notes-short`);
    expect(post.statusCode).toBe(200);
    expect(post.json().table_of_contents).toHaveLength(2);
    const rows = await t.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, operator.sub));
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['blog.entry_create', 'blog.entry_update']),
    );
  });

  it('keeps the first publish date when edited, unless another is given', async () => {
    const before = (await guest().get(`${PUBLIC}keeping-notes-short`)).json().create_datetime;
    t.clock.advance(60_000);
    const edited = await operator.browser.put(
      `${ENTRIES}/${id}`,
      entry({ status: 'published', title: 'Keeping notes short and kind' }),
    );
    expect(edited.json()).toMatchObject({
      title: 'Keeping notes short and kind',
      create_datetime: before,
    });
  });

  it('schedules an entry dated ahead, shown from its date on', async () => {
    // Ten minutes ahead: the operator's sign-in (15 minutes) outlasts the wait.
    const ahead = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const res = await operator.browser.post(
      ENTRIES,
      entry({ url: 'tomorrow', status: 'published', create_datetime: ahead }),
    );
    expect(res.json()).toMatchObject({ status: 'published', scheduled: true });
    expect((await guest().get(`${PUBLIC}tomorrow`)).statusCode).toBe(404);
    t.clock.advance(11 * 60_000);
    expect((await guest().get(`${PUBLIC}tomorrow`)).statusCode).toBe(200);
  });

  it('refuses a taken address, a category’s, another section’s category and an unknown author', async () => {
    for (const [input, status, where] of [
      [entry({ title: 'Another' }), 409, 'blog.urlTaken'],
      [entry({ url: 'resources' }), 422, 'url'],
      [entry({ url: 'fine', section: 'press' }), 422, 'category'],
      [entry({ url: 'Not a slug' }), 422, 'url'],
      [
        // Another last character: always a different (unknown) sub, whatever the operator's is.
        entry({
          url: 'fine',
          author_display_cognito_sub: operator.sub.replace(/.$/, otherHexDigit),
        }),
        422,
        'blog.authorNotFound',
      ],
    ] as const) {
      const res = await operator.browser.post(ENTRIES, input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 60)).toBe(status);
      const body = res.json();
      const said = typeof body.detail === 'string' ? body.code : body.detail[0].loc.at(-1);
      expect(said).toBe(where);
    }
    // The same address in the other section is another entry.
    const press = await operator.browser.post(
      ENTRIES,
      entry({ section: 'press', category: 'news', status: 'published' }),
    );
    expect(press.statusCode, press.body).toBe(201);
  });

  it('deletes an entry, which readers then do not find', async () => {
    const res = await operator.browser.delete(`${ENTRIES}/${id}`);
    expect(res.json()).toEqual({ deleted: true });
    expect((await guest().get(`${PUBLIC}keeping-notes-short`)).statusCode).toBe(404);
    expect((await operator.browser.delete(`${ENTRIES}/${id}`)).statusCode).toBe(404);
  });
});

describe('pictures of posts', () => {
  const upload = (body: Buffer, contentType: string) =>
    operator.browser.request({
      method: 'POST',
      url: '/api/admin/v1/blog/images',
      payload: body as unknown as object,
      headers: { 'content-type': contentType },
    });

  it('are re-encoded, no wider than 1600 px, and served with their size in the address', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#7c3f9e' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/blog\/v1\/images\/[0-9a-f-]{36}-1600x800$/);
    const image = await guest().get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);
    const preview = await operator.browser.post('/api/admin/v1/blog/preview', {
      body_markdown: `![A calm room](${url})`,
    });
    expect(preview.json().body_html).toContain('width="1600" height="800"');
  });

  it('are refused when they are not what they say, or too large', async () => {
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg')).statusCode).toBe(413);
    expect((await guest().get('/api/blog/v1/images/nonsense')).statusCode).toBe(404);
  });
});

describe('submissions at the desk', () => {
  it('lists what guest authors sent and gives their Word documents', async () => {
    const author = new TestBrowser(t.app, '198.51.100.7');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    const sent = await author.post('/api/blog/v1/submissions', {
      name: 'Dana Moss',
      email: 'dana@example.org',
      suggested_title: 'Rest is part of the work',
      category: 'in-the-news',
      author_bio: 'Dana Moss, LCSW.',
      document_url: null,
      draft_file: { file_name: 'Rest, 2nd draft.docx', content_base64: docx.toString('base64') },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await operator.browser.get('/api/admin/v1/blog/submissions?skip=0&limit=25');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      submissions: [
        {
          name: 'Dana Moss',
          category: { label: 'In the News', value: 'in-the-news' },
          draft_file_name: 'Rest, 2nd draft.docx',
          draft_bytes: 104,
        },
      ],
    });
    const draft = await operator.browser.get(
      `/api/admin/v1/blog/submissions/${sent.json().id}/draft`,
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.rawPayload.equals(docx)).toBe(true);
    expect(draft.headers['content-disposition']).toBe(
      `attachment; filename="Rest_ 2nd draft.docx"; filename*=UTF-8''Rest%2C%202nd%20draft.docx`,
    );
  });

  it('are the desk’s only: a professional is refused', async () => {
    const pro = await registerConfirmed(t, { email: 'not-an-editor@example.org' });
    for (const url of ['/api/admin/v1/blog/submissions', `${ENTRIES}?section=blog`]) {
      const res = await pro.browser.get(url);
      expect([res.statusCode, res.json().code]).toEqual([403, 'platform.operatorsOnly']);
    }
    const write = await pro.browser.post(ENTRIES, entry({ url: 'sneaky' }));
    expect(write.statusCode).toBe(403);
  });
});
