import {
  BLOG_BIO_WORDS_MAX,
  BLOG_DRAFT_EXTENSIONS,
  BLOG_DRAFT_MAX_BYTES,
  type BlogSubmissionInput,
  blogMessages,
  submitBlogPost,
  wordCount,
} from '@orchid/contracts/blog';
import { z } from 'zod';
import { acrossFields, checkedBy, inWords, requestSchema } from '../../app/forms/form-schema';

// The submission form's values and rules: the contract's fields, with the draft as a chosen
// file or a link (the request carries the file as base64, read when it is sent).

export const submissionInitialValues = {
  name: '',
  email: '',
  suggested_title: '',
  category: '',
  author_bio: '',
  draft_kind: 'file' as 'file' | 'link',
  draft: null as File | null,
  document_url: '',
};
export type SubmissionValues = typeof submissionInitialValues;

const body = requestSchema(submitBlogPost).shape;

/** What is wrong with a chosen file before it is sent, or undefined when it may go. */
export function draftFileProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!BLOG_DRAFT_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return blogMessages.draftType;
  }
  if (file.size > BLOG_DRAFT_MAX_BYTES) return blogMessages.draftSize;
  return undefined;
}

export const submissionFormSchema = z
  .object({
    name: inWords(body.name, 'Enter your name.'),
    email: inWords(body.email, 'Enter a valid e-mail address.'),
    suggested_title: inWords(body.suggested_title, 'Enter a title of 3 to 100 characters.'),
    category: z.string().min(1, 'Choose what your post is about.'),
    author_bio: z
      .string()
      .trim()
      .min(1, 'Tell readers who you are in a few sentences.')
      .pipe(checkedBy(body.author_bio)),
    draft_kind: z.enum(['file', 'link']),
    draft: z.custom<File | null>(),
    document_url: z.string(),
  })
  .check(
    acrossFields<SubmissionValues>((values, ctx) => {
      if (values.draft_kind === 'file') {
        const problem = values.draft
          ? draftFileProblem(values.draft)
          : 'Choose your Word document.';
        if (problem) ctx.addIssue({ code: 'custom', path: ['draft'], message: problem });
        return;
      }
      const link = values.document_url.trim();
      const [issue] = body.document_url.safeParse(link || null).error?.issues ?? [];
      if (!link) {
        ctx.addIssue({
          code: 'custom',
          path: ['document_url'],
          message: 'Paste the link to your document.',
        });
      } else if (issue) {
        ctx.addIssue({ code: 'custom', path: ['document_url'], message: issue.message });
      }
    }),
  );

/** The words of a bio, against the limit, for the field's counter. */
export const bioWordsInWords = (bio: string) => `${wordCount(bio)} of ${BLOG_BIO_WORDS_MAX} words`;

/** The file's bytes as base64, as the request carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with millions of arguments overflows the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The request's body from the form's values (checked by the schema above). */
export async function submissionInput(values: SubmissionValues): Promise<BlogSubmissionInput> {
  const withFile = values.draft_kind === 'file' && values.draft;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    suggested_title: values.suggested_title.trim(),
    category: values.category as BlogSubmissionInput['category'],
    author_bio: values.author_bio.trim(),
    document_url: withFile ? null : values.document_url.trim(),
    draft_file: withFile
      ? { file_name: withFile.name, content_base64: await base64Of(withFile) }
      : null,
  };
}
