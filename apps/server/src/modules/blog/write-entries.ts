import {
  type BlogEntryInputSchema,
  type BlogSection,
  type EditorEntry,
  readingTimeMinutes,
} from '@orchid/contracts/blog';
import type { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { findUserById } from '../accounts/users';
import { authorsWithPhotos, entryOf } from './read-entries';
import { renderMarkdown } from './render-markdown';
import * as repo from './repo';

// Operators write the blog and the press page: entries in Markdown, kept as drafts until
// published, with a preview that is the very HTML readers will get.

type EntryInput = z.output<typeof BlogEntryInputSchema>;

/** What an editor sees beside the card: the section, the status and whether it waits for its date. */
const editorFields = (row: repo.BlogEntrySummaryRow, now: Date) => ({
  section: row.section,
  status: row.status,
  scheduled: row.status === 'published' && row.publishedAt !== null && row.publishedAt > now,
});

async function editorEntry(ctx: AppContext, row: repo.BlogEntryRow): Promise<EditorEntry> {
  const withPhoto = await authorsWithPhotos(ctx.db, [row]);
  return {
    ...entryOf(row, withPhoto),
    ...editorFields(row, ctx.clock.now()),
    body_markdown: row.bodyMarkdown,
  };
}

export async function listForEditors(ctx: AppContext, section: BlogSection) {
  const rows = await repo.listAll(ctx.db, section);
  const withPhoto = await authorsWithPhotos(ctx.db, rows);
  const now = ctx.clock.now();
  return {
    entries: rows.map((row) => ({ ...entryOf(row, withPhoto), ...editorFields(row, now) })),
  };
}

export async function readForEditors(ctx: AppContext, id: number): Promise<EditorEntry> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw new AppError('blog.notFound');
  return editorEntry(ctx, row);
}

/** What a Markdown body becomes for readers, and its reading time. */
export function previewMarkdown(bodyMarkdown: string) {
  const rendered = renderMarkdown(bodyMarkdown);
  return {
    body_html: rendered.html,
    table_of_contents: rendered.tableOfContents,
    reading_time_minutes: readingTimeMinutes(rendered.plainText),
  };
}

/**
 * The columns an input sets. A published entry keeps the date it was first published unless
 * the operator gives another; one published without a date is dated now.
 */
function columnsOf(input: EntryInput, before: repo.BlogEntryRow | undefined, now: Date) {
  const chosenDate = input.create_datetime ? new Date(input.create_datetime) : null;
  const publishedAt =
    chosenDate ?? before?.publishedAt ?? (input.status === 'published' ? now : null);
  return {
    section: input.section,
    url: input.url,
    title: input.title,
    summary: input.summary,
    tags: [...new Set(input.tags)],
    category: input.category,
    bodyMarkdown: input.body_markdown,
    readingTimeMinutes: readingTimeMinutes(renderMarkdown(input.body_markdown).plainText),
    authorDisplayName: input.author_display_name,
    authorUserId: input.author_display_cognito_sub,
    status: input.status,
    publishedAt,
    modifiedAt: now,
  };
}

async function checkInput(ctx: AppContext, input: EntryInput, id: number | undefined) {
  if (input.author_display_cognito_sub) {
    const author = await findUserById(ctx.db, input.author_display_cognito_sub);
    if (!author) throw new AppError('blog.authorNotFound');
  }
  const taken = await repo.findIdByUrl(ctx.db, input.section, input.url);
  if (taken !== undefined && taken !== id) throw new AppError('blog.urlTaken');
}

type Change = {
  action: 'blog.entry_create' | 'blog.entry_update' | 'blog.entry_delete';
  operatorId: string;
  origin: RequestOrigin;
};

/** A change to an entry, in its transaction, with its audit row; refused when there is none. */
async function changeEntry(
  ctx: AppContext,
  { action, operatorId, origin }: Change,
  change: (db: AppContext['db'], now: Date) => Promise<repo.BlogEntryRow | undefined>,
): Promise<repo.BlogEntryRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await change(tx.db, tx.clock.now());
    if (!row) throw new AppError('blog.notFound');
    await tx.audit.record({
      action,
      outcome: 'success',
      actorUserId: operatorId,
      origin,
      detail: { entry_id: row.id, section: row.section, url: row.url, status: row.status },
    });
    return row;
  });
}

export async function createEntry(
  ctx: AppContext,
  operatorId: string,
  input: EntryInput,
  origin: RequestOrigin,
): Promise<EditorEntry> {
  await checkInput(ctx, input, undefined);
  const change = { action: 'blog.entry_create', operatorId, origin } as const;
  const row = await changeEntry(ctx, change, (db, now) =>
    repo.insertEntry(db, {
      ...columnsOf(input, undefined, now),
      createdByUserId: operatorId,
      createdAt: now,
    }),
  );
  return editorEntry(ctx, row);
}

export async function updateEntry(
  ctx: AppContext,
  operatorId: string,
  id: number,
  input: EntryInput,
  origin: RequestOrigin,
): Promise<EditorEntry> {
  await checkInput(ctx, input, id);
  const change = { action: 'blog.entry_update', operatorId, origin } as const;
  const row = await changeEntry(ctx, change, async (db, now) => {
    const before = await repo.findById(db, id);
    return before && repo.updateEntry(db, id, columnsOf(input, before, now));
  });
  return editorEntry(ctx, row);
}

export async function deleteEntry(
  ctx: AppContext,
  operatorId: string,
  id: number,
  origin: RequestOrigin,
): Promise<{ deleted: true }> {
  const change = { action: 'blog.entry_delete', operatorId, origin } as const;
  await changeEntry(ctx, change, (db) => repo.deleteEntry(db, id));
  return { deleted: true };
}
