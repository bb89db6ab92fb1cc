import { BLOG_SECTIONS, BLOG_STATUSES } from '@orchid/contracts/blog';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { users } from '../accounts/tables';

// The blog's tables: the entries of the blog and the press page (one table, two sections),
// the drafts guest authors send, and which content the installation has been given once.

/**
 * A post or press item. Its id is a small number, as the spec's blog ids are (§7 names posts
 * 71, 67, 70...). The body is kept as the operator wrote it (Markdown) and rendered when read.
 * A reader sees it when it is published and its published_at has come.
 */
export const blogEntries = pgTable(
  'blog_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    section: text('section', { enum: BLOG_SECTIONS }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** Counted when saved (§9's rule over the rendered text), so lists need no body. */
    readingTimeMinutes: integer('reading_time_minutes').notNull(),
    authorDisplayName: text('author_display_name').notNull(),
    /** The author's account, when one of the site's users wrote it (their photo shows). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: BLOG_STATUSES }).notNull(),
    /** The publish date readers see; set when first published unless the operator chose one. */
    publishedAt: timestamptz('published_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    uniqueIndex('blog_entries_section_url_idx').on(table.section, table.url),
    // The public lists: a section's published entries, newest first.
    index('blog_entries_listing_idx').on(table.section, table.status, table.publishedAt),
    index('blog_entries_author_idx').on(table.authorUserId),
    index('blog_entries_created_by_idx').on(table.createdByUserId),
    check(
      'blog_entries_published_has_date',
      sql`${table.status} <> 'published' or ${table.publishedAt} is not null`,
    ),
  ],
);

/** A draft a guest author sent from /post-blog (§5): a Word file in storage, or a link. */
export const blogSubmissions = pgTable(
  'blog_submissions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    suggestedTitle: text('suggested_title').notNull(),
    category: text('category').notNull(),
    /** Sealed (blogSubmissionSealedFields): what a guest author tells of themselves. */
    authorBio: text('author_bio').notNull(),
    documentUrl: text('document_url'),
    /** Where the file is in storage ('blog-submissions/<id>.docx'), with its name and size. */
    draftKey: text('draft_key'),
    draftFileName: text('draft_file_name'),
    draftBytes: integer('draft_bytes'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('blog_submissions_created_idx').on(table.createdAt),
    check(
      'blog_submissions_file_or_link',
      sql`(${table.documentUrl} is null) <> (${table.draftKey} is null)`,
    ),
  ],
);

/**
 * Content given to the installation once (the starter posts): a row per name, so posts an
 * operator deletes do not come back at the next start, and two servers starting together add
 * them once.
 */
export const contentSeeds = pgTable('content_seeds', {
  name: text('name').primaryKey(),
  seededAt: timestamptz('seeded_at').notNull(),
});

/** Sealed at rest (docs/security.md): opened only by this module's repo. */
export const blogSubmissionSealedFields = ['authorBio'] as const;
