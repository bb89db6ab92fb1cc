import {
  type BlogEntry,
  type BlogPost,
  type BlogSection,
  blogProfileImagePath,
  categoryOf,
} from '@orchid/contracts/blog';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { usersWithPhotos } from '../directory/repo';
import { renderMarkdown } from './render-markdown';
import * as repo from './repo';

// What readers get: the published entries of a section, newest first, and one entry with its
// body rendered. Drafts and entries dated ahead are not there for them.

/** The card of an entry; `withPhoto` holds the authors who have a photo. */
export function entryOf(row: repo.BlogEntrySummaryRow, withPhoto: Set<string>): BlogEntry {
  const author = row.authorUserId;
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    category: categoryOf(row.section, row.category) ?? { label: row.category, value: row.category },
    create_datetime: (row.publishedAt ?? row.createdAt).toISOString(),
    modify_datetime: row.modifiedAt.toISOString(),
    author_display_name: row.authorDisplayName,
    author_display_cognito_sub: author,
    author_image_url: author && withPhoto.has(author) ? blogProfileImagePath(row.id) : null,
    reading_time_minutes: row.readingTimeMinutes,
  };
}

/** The authors of these entries who have a photo, looked up at once. */
export function authorsWithPhotos(db: Db, rows: repo.BlogEntrySummaryRow[]): Promise<Set<string>> {
  const authors = rows.flatMap((row) => (row.authorUserId ? [row.authorUserId] : []));
  return usersWithPhotos(db, [...new Set(authors)]);
}

/** Cards of entries. */
export async function entriesOf(db: Db, rows: repo.BlogEntrySummaryRow[]): Promise<BlogEntry[]> {
  const withPhoto = await authorsWithPhotos(db, rows);
  return rows.map((row) => entryOf(row, withPhoto));
}

export type ListPage = { skip: number; limit: number; category?: string };

export async function listEntries(
  ctx: AppContext,
  section: BlogSection,
  page: ListPage,
): Promise<BlogEntry[]> {
  return entriesOf(ctx.db, await repo.listVisible(ctx.db, section, page, ctx.clock.now()));
}

export async function readEntry(
  ctx: AppContext,
  section: BlogSection,
  url: string,
): Promise<BlogPost> {
  const row = await repo.findVisible(ctx.db, section, url, ctx.clock.now());
  if (!row) throw new AppError('blog.notFound');
  const [entry] = await entriesOf(ctx.db, [row]);
  const rendered = renderMarkdown(row.bodyMarkdown);
  return {
    ...(entry as BlogEntry),
    body_html: rendered.html,
    table_of_contents: rendered.tableOfContents,
  };
}
