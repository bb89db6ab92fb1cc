import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_DRAFT_MAX_BYTES, type BlogSubmissionInput } from '@orchid/contracts/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as repo from './repo';

// /post-blog's call: a Word document (checked by name, first bytes and size) or a link, kept
// in storage and the database, and the operator mailed through the job queue.

let t: TestApp;
let dataDir: string;
const SUBMIT = '/api/blog/v1/submissions';
const SUPPORT = 'editors@orchid.example';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-blog-submissions-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, SUPPORT_EMAIL: SUPPORT } });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Bytes that begin as a .docx (a ZIP archive) or a .doc (an OLE file) does. */
const docx = (size = 2048) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(size - 4, 7)]);
const doc = () =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(1024, 1),
  ]);

const submission = (draft: Partial<BlogSubmissionInput> = {}): BlogSubmissionInput => ({
  name: 'Dana Moss',
  email: 'dana@example.org',
  suggested_title: 'Rest is part of the work',
  category: 'clinician-wellness',
  author_bio: 'Dana Moss, LCSW, Lakeside Clinic. Works with clinicians on burnout.',
  document_url: null,
  draft_file: {
    file_name: 'Rest is part of the work.docx',
    content_base64: docx().toString('base64'),
  },
  ...draft,
});

/** Each test from an address of its own: submissions are limited per address. */
let address = 10;
const send = (input: BlogSubmissionInput) =>
  new TestBrowser(t.app, `198.51.100.${address++}`).post(SUBMIT, input);

const storedDrafts = () => {
  const dir = path.join(dataDir, 'files', 'blog-submissions');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/blog/v1/submissions', () => {
  it('keeps a Word document, mails the operator and answers what it received', async () => {
    const res = await send(submission());
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({
      id: expect.any(String),
      suggested_title: 'Rest is part of the work',
      email: 'dana@example.org',
      draft_file_name: 'Rest is part of the work.docx',
      document_url: null,
    });
    const row = await repo.findSubmission(t.database.db, receipt.id);
    expect(row).toMatchObject({ draftFileName: 'Rest is part of the work.docx', draftBytes: 2048 });
    const stored = readFileSync(path.join(dataDir, 'files', row?.draftKey as string));
    expect(stored.equals(docx())).toBe(true);

    const mail = await latestMail(t, SUPPORT);
    expect(mail?.subject).toBe('Orchid Blog Post Submission');
    expect(mail?.text).toContain('Dana Moss (dana@example.org) sent a post for the blog.');
    expect(mail?.text).toContain('Suggested title: Rest is part of the work');
    expect(mail?.text).toContain('Category: Clinician Wellness');
    expect(mail?.text).toContain('/admin/blog-submissions');
  });

  it('takes a .doc, and a link instead of a file', async () => {
    const old = await send(
      submission({
        draft_file: { file_name: 'draft.DOC', content_base64: doc().toString('base64') },
      }),
    );
    expect(old.statusCode, old.body).toBe(201);
    // Its mail goes out first: the outbox orders by the clock, which stands still otherwise.
    await latestMail(t, SUPPORT);
    t.clock.advance(1000);
    const linked = await send(
      submission({ draft_file: null, document_url: 'https://docs.example.org/d/abc/edit' }),
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({
      draft_file_name: null,
      document_url: 'https://docs.example.org/d/abc/edit',
    });
    expect((await latestMail(t, SUPPORT))?.text).toContain(
      'Draft (a link): https://docs.example.org/d/abc/edit',
    );
  });

  it('refuses what is not a Word document, whatever its name says', async () => {
    const before = storedDrafts().length;
    for (const [fileName, bytes] of [
      ['draft.pdf', docx()],
      ['draft.docx', Buffer.from('%PDF-1.7 not a word file')],
      ['draft.doc', docx()],
      ['draft.docx.exe', docx()],
    ] as const) {
      const res = await send(
        submission({
          draft_file: { file_name: fileName, content_base64: bytes.toString('base64') },
        }),
      );
      expect([res.statusCode, res.json().code], fileName).toEqual([415, 'blog.draftType']);
    }
    expect(storedDrafts()).toHaveLength(before);
  });

  it('refuses a draft over 5 MB', async () => {
    const big = docx(BLOG_DRAFT_MAX_BYTES + 1).toString('base64');
    const res = await send(
      submission({ draft_file: { file_name: 'big.docx', content_base64: big } }),
    );
    expect(res.statusCode).toBe(413);
    const justRight = docx(BLOG_DRAFT_MAX_BYTES).toString('base64');
    const ok = await send(
      submission({ draft_file: { file_name: 'ok.docx', content_base64: justRight } }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('asks for a file or a link (one of the two), a short bio and a title', async () => {
    for (const input of [
      submission({ document_url: 'https://docs.example.org/d/1' }),
      submission({ draft_file: null }),
      submission({ author_bio: Array.from({ length: 101 }, () => 'word').join(' ') }),
      submission({ suggested_title: '' }),
      submission({ email: 'not an address' }),
      submission({ draft_file: null, document_url: 'javascript:alert(1)' }),
    ]) {
      const res = await send(input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 80)).toBe(422);
    }
  });

  it('takes five submissions an hour from one address', async () => {
    const browser = new TestBrowser(t.app, '198.51.100.250');
    const link = submission({ draft_file: null, document_url: 'https://docs.example.org/d/2' });
    for (let n = 0; n < 5; n++) expect((await browser.post(SUBMIT, link)).statusCode).toBe(201);
    expect((await browser.post(SUBMIT, link)).statusCode).toBe(429);
  });

  it('is kept in the database for the operator to read', async () => {
    const rows = await repo.listSubmissions(t.database.db, t.accounts.vault, {
      skip: 0,
      limit: 100,
    });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => (row.documentUrl === null) !== (row.draftKey === null))).toBe(true);
    const file = rows.find((row) => row.draftKey)?.draftKey as string;
    expect(
      readFileSync(path.join(dataDir, 'files', file))
        .subarray(0, 2)
        .toString(),
    ).toMatch(/PK|\u00d0\u00cf/);
  });
});
