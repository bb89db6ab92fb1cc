import {
  BLOG_DRAFT_MAX_BYTES,
  type BlogSubmission,
  type BlogSubmissionInputSchema,
  type BlogSubmissionReceipt,
  blogSubmissionSubject,
  WRITE_FOR_US_CATEGORIES,
} from '@orchid/contracts/blog';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { readTogether } from '../../platform/db/read-together';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { linkMail } from '../../platform/mail/link-mail';
import type { DirectoryContext } from '../directory/context';
import * as repo from './repo';

// Drafts guest authors send from /post-blog (§5: a Word document, or a link to a shared
// document). The file goes to storage, the submission to the database, and the operator is
// mailed through the job queue in the same transaction.

type SubmissionInput = z.output<typeof BlogSubmissionInputSchema>;

/** Where the operator reads the submissions (the admin desk's tab). */
export const SUBMISSIONS_ADMIN_PATH = '/admin/blog-submissions';

const WORD_FORMATS = {
  docx: {
    // A .docx is a ZIP archive.
    magic: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: {
    // A .doc is an OLE compound file.
    magic: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    contentType: 'application/msword',
  },
} as const;

type WordExtension = keyof typeof WORD_FORMATS;

/** The draft's bytes and kind when its name, first bytes and size say it is a Word document. */
export function checkedDraft(file: { file_name: string; content_base64: string }) {
  const extension = /\.(docx?)$/i.exec(file.file_name)?.[1]?.toLowerCase() as
    | WordExtension
    | undefined;
  if (!extension) throw new AppError('blog.draftType');
  const bytes = Buffer.from(file.content_base64, 'base64');
  if (bytes.length > BLOG_DRAFT_MAX_BYTES) throw new AppError('blog.draftSize');
  const format = WORD_FORMATS[extension];
  if (!bytes.subarray(0, format.magic.length).equals(format.magic)) {
    throw new AppError('blog.draftType');
  }
  return { bytes, extension, contentType: format.contentType };
}

const labelOf = (value: string) =>
  WRITE_FOR_US_CATEGORIES.find((category) => category.value === value)?.label ?? value;

function submissionMail(ctx: DirectoryContext, row: repo.BlogSubmissionRow) {
  const draft = row.documentUrl
    ? `Draft (a link): ${row.documentUrl}`
    : `Draft: ${row.draftFileName} (a Word document; download it from the admin desk)`;
  return linkMail(ctx.supportEmail, blogSubmissionSubject(ctx.brandName), {
    greeting: 'Hello,',
    lines: [
      `${row.name} (${row.email}) sent a post for the blog.`,
      `Suggested title: ${row.suggestedTitle}`,
      `Category: ${labelOf(row.category)}`,
      draft,
      `About the author: ${row.authorBio}`,
      `Reply to ${row.email} within one to two weeks, as the guidelines promise.`,
    ],
    action: 'Open the submissions',
    link: `${ctx.publicUrl}${SUBMISSIONS_ADMIN_PATH}`,
    footer: `Sent from the ${ctx.brandName} blog submission form.`,
  });
}

const receiptOf = (row: repo.BlogSubmissionRow): BlogSubmissionReceipt => ({
  id: row.id,
  suggested_title: row.suggestedTitle,
  email: row.email,
  draft_file_name: row.draftFileName,
  document_url: row.documentUrl,
});

/** POST submissions: keeps the draft and tells the operator. */
export async function submitPost(
  ctx: DirectoryContext,
  input: SubmissionInput,
): Promise<BlogSubmissionReceipt> {
  const id = newId();
  const draft = input.draft_file ? checkedDraft(input.draft_file) : undefined;
  const draftKey = draft ? `blog-submissions/${id}.${draft.extension}` : null;
  if (draft && draftKey) await ctx.storage.put(draftKey, draft.bytes, draft.contentType);
  try {
    return await inTransaction(ctx, async (tx) => {
      const row = await repo.insertSubmission(tx.db, tx.vault, {
        id,
        name: input.name,
        email: input.email,
        suggestedTitle: input.suggested_title,
        category: input.category,
        authorBio: input.author_bio,
        documentUrl: input.document_url,
        draftKey,
        draftFileName: input.draft_file?.file_name ?? null,
        draftBytes: draft?.bytes.length ?? null,
        createdAt: tx.clock.now(),
      });
      // To the operator about their installation's work: not a mail to unsubscribe from.
      await tx.mailer.send(submissionMail(ctx, row), { category: 'essential' });
      return receiptOf(row);
    });
  } catch (error) {
    // Nothing was kept: the file goes too.
    if (draftKey) await ctx.storage.delete(draftKey);
    throw error;
  }
}

export async function listSubmissions(
  ctx: DirectoryContext,
  page: { skip: number; limit: number },
): Promise<{ submissions: BlogSubmission[]; total: number }> {
  const [rows, total] = await readTogether(ctx.db, [
    () => repo.listSubmissions(ctx.db, ctx.vault, page),
    () => repo.countSubmissions(ctx.db),
  ] as const);
  return {
    submissions: rows.map((row) => ({
      ...receiptOf(row),
      name: row.name,
      category: { label: labelOf(row.category), value: row.category },
      author_bio: row.authorBio,
      draft_bytes: row.draftBytes,
      create_datetime: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** A submission's Word document, with the name it was sent under. */
export async function submissionDraft(ctx: DirectoryContext, id: string) {
  const row = await repo.findSubmission(ctx.db, id);
  if (!row) throw new AppError('blog.submissionNotFound');
  const file = row.draftKey ? await ctx.storage.get(row.draftKey) : undefined;
  if (!file) throw new AppError('blog.noDraftFile');
  return { ...file, fileName: row.draftFileName ?? `draft-${row.id}` };
}
