import { describe, expect, it } from 'vitest';
import {
  BlogEntryInputSchema,
  BlogSubmissionInputSchema,
  countedWords,
  readingTimeMinutes,
  wordCount,
} from './blog';
import { blogPageOf, entriesCall, entryCall } from './blog-pages';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('reading time (§9: words longer than 1 character, divided by 200, rounded up)', () => {
  it('counts only words longer than one character', () => {
    expect(countedWords('I am a therapist, a good one.')).toBe(4);
    expect(countedWords('  spaced\n\tout   words  ')).toBe(3);
    expect(countedWords('')).toBe(0);
  });

  it('divides by 200 and rounds up', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('hello')).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('leaves one-character words out of the count, however many there are', () => {
    expect(readingTimeMinutes(`${words(200)} ${words(500, 'a')}`)).toBe(1);
  });
});

describe('the addresses of the blog and the press page', () => {
  it('read a section, a category of it, or an entry', () => {
    expect(blogPageOf('/blogs')).toEqual({ kind: 'list', section: 'blog', category: undefined });
    expect(blogPageOf('/blogs/')).toEqual({ kind: 'list', section: 'blog', category: undefined });
    expect(blogPageOf('/blogs/clinician-wellness')).toEqual({
      kind: 'list',
      section: 'blog',
      category: { label: 'Clinician Wellness', value: 'clinician-wellness' },
    });
    expect(blogPageOf('/blogs/how-to-book')).toEqual({
      kind: 'entry',
      section: 'blog',
      url: 'how-to-book',
    });
    expect(blogPageOf('/press/award')).toMatchObject({ kind: 'list', section: 'press' });
    // A blog category is an entry's address under /press, and the other way round.
    expect(blogPageOf('/press/resources')).toEqual({
      kind: 'entry',
      section: 'press',
      url: 'resources',
    });
    for (const other of ['/blog', '/blogs/a/b', '/pressroom', '/']) {
      expect(blogPageOf(other), other).toBeUndefined();
    }
  });

  it('build §7’s calls', () => {
    expect(entriesCall('blog').path).toBe('/api/blog/v1/blog_entry/?skip=0&limit=80');
    expect(entriesCall('press', 'award', 80).path).toBe(
      '/api/blog/v1/press_entry/?skip=80&limit=80&category=award',
    );
    expect(entryCall('blog', 'how-to-book').path).toBe('/api/blog/v1/blog_entry/how-to-book');
  });
});

describe('an entry as an operator writes it', () => {
  const entry = {
    section: 'blog',
    url: 'first-steps',
    title: 'First steps',
    summary: 'Where to start.',
    tags: ['Booking'],
    category: 'resources',
    body_markdown: 'Hello',
    author_display_name: 'The team',
    author_display_cognito_sub: null,
    status: 'draft',
    create_datetime: null,
  };

  it('takes a category of its own section only', () => {
    expect(BlogEntryInputSchema.safeParse(entry).success).toBe(true);
    const press = BlogEntryInputSchema.safeParse({ ...entry, section: 'press' });
    expect(press.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['category']);
  });

  it('never has the address of a category, which would hide it', () => {
    const result = BlogEntryInputSchema.safeParse({ ...entry, url: 'resources' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url']);
    expect(BlogEntryInputSchema.safeParse({ ...entry, url: 'Not A Slug' }).success).toBe(false);
  });
});

describe('a submission (§5)', () => {
  const submission = {
    name: 'Dana Moss',
    email: 'dana@example.org',
    suggested_title: 'Rest is part of the work',
    category: 'clinician-wellness',
    author_bio: 'Dana Moss, LCSW, works with clinicians on burnout.',
    document_url: 'https://docs.example.org/d/1',
    draft_file: null,
  };

  it('has a file or a link, never both or neither', () => {
    expect(BlogSubmissionInputSchema.safeParse(submission).success).toBe(true);
    const both = {
      ...submission,
      draft_file: { file_name: 'a.docx', content_base64: 'UEsDBA==' },
    };
    const neither = { ...submission, document_url: null };
    for (const input of [both, neither]) {
      const result = BlogSubmissionInputSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['draft_file']);
    }
  });

  it('keeps the bio to 100 words', () => {
    expect(wordCount(words(100))).toBe(100);
    expect(
      BlogSubmissionInputSchema.safeParse({ ...submission, author_bio: words(100) }).success,
    ).toBe(true);
    expect(
      BlogSubmissionInputSchema.safeParse({ ...submission, author_bio: words(101) }).success,
    ).toBe(false);
  });

  it('takes http(s) links only', () => {
    const result = BlogSubmissionInputSchema.safeParse({
      ...submission,
      document_url: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
  });
});
