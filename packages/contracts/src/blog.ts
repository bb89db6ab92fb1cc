import { z } from 'zod';
import { ADMIN_API, OperatorPageQuerySchema } from './admin';
import {
  BLOG_SECTIONS,
  type BlogSection,
  categoriesOf,
  categoryOf,
  WRITE_FOR_US_CATEGORIES,
} from './blog-categories';
import { defineEndpoint, defineUploadEndpoint } from './endpoint';
import { AnswerInstantSchema, InstantSchema } from './instants';
import { httpUrl, text } from './text';

export * from './blog-categories';
export * from './blog-paths';

// The blog and the press page (issue 15; booking-practice-and-marketing §2 "Blog and press",
// §3 "Blog", §5's submission guidelines, §7's blog_entry call, §9's limits and categories).
// Posts and press items are one kind of entry in two sections; operators write them in
// Markdown, the server renders and sanitizes the HTML, and anyone reads the published ones.

/** §9: the blog list is asked for 80 at a time, from the first. */
export const BLOG_LIST_LIMIT = 80;

/** §9: words a minute the reading time counts with. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of a text that §9's reading time counts: those longer than one character. */
export function countedWords(plainText: string): number {
  return plainText.split(/\s+/).filter((word) => word.length > 1).length;
}

/** §9: reading time in minutes is the words longer than 1 character divided by 200, rounded up. */
export function readingTimeMinutes(plainText: string): number {
  return Math.ceil(countedWords(plainText) / READING_WORDS_PER_MINUTE);
}

/** All words of a text, as a person counts them (the author bio's limit). */
export const wordCount = (value: string): number =>
  value.split(/\s+/).filter((word) => word.length > 0).length;

export const blogMessages = {
  notFound: 'This post was not found.',
  urlFormat: 'Use lowercase letters, digits and single hyphens, at most 120 characters.',
  urlTaken: 'Another entry of this section has this address. Choose another.',
  urlIsCategory: 'This address is the name of a category. Choose another.',
  categoryNotInSection: 'Choose one of the categories of this section.',
  authorNotFound: 'No account has this id.',
  imageType: 'Upload a JPEG, PNG or WebP image.',
  imageSize: 'The image must be at most 5 MB.',
  noImage: 'There is no image.',
  draftOrLink: 'Attach your draft as a Word document, or give a link to it (one of the two).',
  draftType: 'Attach a Word document (.doc or .docx).',
  draftSize: 'The draft must be at most 5 MB.',
  bioTooLong: 'Keep the bio to 100 words.',
  submissionNotFound: 'This submission was not found.',
  noDraftFile: 'This submission has a link, not a file.',
} as const;

/** An entry's address: /blogs/{url} or /press/{url}. */
export const BLOG_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UrlSchema = text().trim().max(120, blogMessages.urlFormat).regex(BLOG_URL_PATTERN, {
  message: blogMessages.urlFormat,
});

export const BlogCategorySchema = z.object({ label: text(), value: text() });

/** A card of the list (§3's Blog, with what a card shows beside it). */
export const BlogEntrySchema = z.object({
  id: z.number().int(),
  url: text(),
  title: text(),
  summary: text(),
  tags: z.array(text()),
  category: BlogCategorySchema,
  /** When it was published (or is to be): the date the card shows. */
  create_datetime: AnswerInstantSchema,
  modify_datetime: AnswerInstantSchema,
  author_display_name: text(),
  /** The author's account, when the author is one of the site's users. */
  author_display_cognito_sub: z.uuid().nullable(),
  /** GET /blog/profile_image/{id} when the author has a photo. */
  author_image_url: text().nullable(),
  reading_time_minutes: z.number().int(),
});
export type BlogEntry = z.infer<typeof BlogEntrySchema>;

/** A heading of the post, for its table of contents (the id is the heading's anchor). */
export const TocItemSchema = z.object({
  id: text(),
  title: text(),
  /** 2 or 3: the post's title is its only level-1 heading. */
  level: z.number().int(),
});
export type TocItem = z.infer<typeof TocItemSchema>;

/** One post: the card's fields and its body, rendered from Markdown and sanitized. */
export const BlogPostSchema = BlogEntrySchema.extend({
  body_html: z.string(),
  table_of_contents: z.array(TocItemSchema),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

const ListQuerySchema = (section: BlogSection) =>
  z.object({
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(BLOG_LIST_LIMIT).default(BLOG_LIST_LIMIT),
    category: z.enum(categoriesOf(section).map((category) => category.value)).optional(),
  });

export const listBlogEntries = defineEndpoint({
  method: 'GET',
  path: '/api/blog/v1/blog_entry/',
  summary: 'Published blog posts, newest first (optionally of one category)',
  query: ListQuerySchema('blog'),
  status: 200,
  response: z.array(BlogEntrySchema),
});

export const listPressEntries = defineEndpoint({
  method: 'GET',
  path: '/api/blog/v1/press_entry/',
  summary: 'Published press items, newest first (optionally of one category)',
  query: ListQuerySchema('press'),
  status: 200,
  response: z.array(BlogEntrySchema),
});

const ByUrl = z.object({ url: UrlSchema });

export const getBlogEntry = defineEndpoint({
  method: 'GET',
  path: '/api/blog/v1/blog_entry/{url}',
  summary: 'One published blog post by its address',
  params: ByUrl,
  status: 200,
  response: BlogPostSchema,
});

export const getPressEntry = defineEndpoint({
  method: 'GET',
  path: '/api/blog/v1/press_entry/{url}',
  summary: 'One published press item by its address',
  params: ByUrl,
  status: 200,
  response: BlogPostSchema,
});

/** §7: the author's avatar of entry {id} (image/webp). Outside /api, as the spec writes it. */
export const blogProfileImagePath = (id: number | string) => `/blog/profile_image/${id}`;

/** Where an uploaded image of a post is read. */
export const blogImagePath = (imageId: string) => `/api/blog/v1/images/${imageId}`;

/** The list call of a section, as the web asks for it (the server fills its first page so). */
export const listEntriesOf = (section: BlogSection) =>
  section === 'blog' ? listBlogEntries : listPressEntries;
export const getEntryOf = (section: BlogSection) =>
  section === 'blog' ? getBlogEntry : getPressEntry;

// ---- Writing (operators, at the desk: paths under ADMIN_API) ------------------------------

export const BLOG_STATUSES = ['draft', 'published'] as const;
export const BLOG_MARKDOWN_MAX = 100_000;
export const BLOG_TAGS_MAX = 8;

/** What an operator writes. A published entry whose date is ahead shows from that date on. */
export const BlogEntryInputSchema = z
  .strictObject({
    section: z.enum(BLOG_SECTIONS),
    url: UrlSchema,
    title: text().trim().min(3).max(150),
    summary: text().trim().min(1).max(300),
    tags: z.array(text().trim().min(1).max(30)).max(BLOG_TAGS_MAX),
    category: text().trim().min(1).max(60),
    body_markdown: text().max(BLOG_MARKDOWN_MAX),
    author_display_name: text().trim().min(1).max(100),
    /** The author's account (their directory photo shows with the post), or none. */
    author_display_cognito_sub: z.uuid().nullable(),
    status: z.enum(BLOG_STATUSES),
    /** The publish date; null: now, when it is published. */
    create_datetime: InstantSchema.nullable(),
  })
  .superRefine((entry, ctx) => {
    if (!categoryOf(entry.section, entry.category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: blogMessages.categoryNotInSection,
      });
    }
    if (categoryOf(entry.section, entry.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: blogMessages.urlIsCategory });
    }
  });
export type BlogEntryInput = z.input<typeof BlogEntryInputSchema>;

/** An entry as its editor sees it: every field, drafts too. */
export const EditorEntrySchema = BlogEntrySchema.extend({
  section: z.enum(BLOG_SECTIONS),
  status: z.enum(BLOG_STATUSES),
  /** Published with a date not reached yet: shown from create_datetime on. */
  scheduled: z.boolean(),
  body_markdown: z.string(),
});
export type EditorEntry = z.infer<typeof EditorEntrySchema>;

export const listEditorEntries = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/blog/entries`,
  summary: "Every entry of a section, drafts too, newest first (operators')",
  query: z.object({ section: z.enum(BLOG_SECTIONS).default('blog') }),
  status: 200,
  response: z.object({ entries: z.array(EditorEntrySchema.omit({ body_markdown: true })) }),
});

const ById = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const getEditorEntry = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/blog/entries/{id}`,
  summary: "One entry with its Markdown (operators')",
  params: ById,
  status: 200,
  response: EditorEntrySchema,
});

export const createBlogEntry = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/blog/entries`,
  summary: 'Write a new entry, as a draft or published (operators)',
  body: BlogEntryInputSchema,
  status: 201,
  response: EditorEntrySchema,
});

export const updateBlogEntry = defineEndpoint({
  method: 'PUT',
  path: `${ADMIN_API}/blog/entries/{id}`,
  summary: 'Change an entry, publish it or take it back to draft (operators)',
  params: ById,
  body: BlogEntryInputSchema,
  status: 200,
  response: EditorEntrySchema,
});

export const deleteBlogEntry = defineEndpoint({
  method: 'DELETE',
  path: `${ADMIN_API}/blog/entries/{id}`,
  summary: 'Delete an entry (operators)',
  params: ById,
  status: 200,
  response: z.object({ deleted: z.literal(true) }),
});

export const BlogPreviewSchema = z.object({
  body_html: z.string(),
  table_of_contents: z.array(TocItemSchema),
  reading_time_minutes: z.number().int(),
});

export const previewBlogMarkdown = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/blog/preview`,
  summary: 'The HTML a Markdown body becomes, as readers would get it (operators)',
  body: z.strictObject({ body_markdown: text().max(BLOG_MARKDOWN_MAX) }),
  status: 200,
  response: BlogPreviewSchema,
});

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * POST {ADMIN_API}/blog/images: an image as the request body (image/jpeg, image/png or
 * image/webp, at most BLOG_IMAGE_MAX_BYTES), re-encoded and stored; answers where to read it.
 */
export const uploadBlogImagePath = `${ADMIN_API}/blog/images`;
export const BlogImageSchema = z.object({ url: text() });
export const uploadBlogImage = defineUploadEndpoint({
  method: 'POST',
  path: uploadBlogImagePath,
  summary:
    'Upload a picture for a post: the image as the body (image/jpeg, image/png or image/webp, at most 5 MB); answers its address',
  upload: { contentTypes: BLOG_IMAGE_TYPES, maxBytes: BLOG_IMAGE_MAX_BYTES },
  status: 201,
  response: BlogImageSchema,
});

// ---- Submissions from guest authors (§5) -----------------------------------------------------

/** The draft's file: a Word document (§5), at most this large. */
export const BLOG_DRAFT_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_DRAFT_EXTENSIONS = ['.doc', '.docx'] as const;
/** The base64 text of the largest draft. */
const DRAFT_BASE64_MAX = Math.ceil(BLOG_DRAFT_MAX_BYTES / 3) * 4;
/** §5: an author bio of at most 100 words. */
export const BLOG_BIO_WORDS_MAX = 100;

/** The draft file, as its bytes in base64 with the name it had. */
export const DraftFileSchema = z.strictObject({
  file_name: text().trim().min(1).max(200),
  /** Checked on the server by extension, first bytes and size. */
  content_base64: z.base64().max(DRAFT_BASE64_MAX, blogMessages.draftSize),
});

export const BlogSubmissionInputSchema = z
  .strictObject({
    name: text().trim().min(1).max(100),
    email: z.email().max(254),
    suggested_title: text().trim().min(3).max(100),
    category: z.enum(WRITE_FOR_US_CATEGORIES.map((category) => category.value)),
    author_bio: text()
      .trim()
      .min(1)
      .max(1000)
      .refine((bio) => wordCount(bio) <= BLOG_BIO_WORDS_MAX, blogMessages.bioTooLong),
    document_url: httpUrl().nullable(),
    draft_file: DraftFileSchema.nullable(),
  })
  .refine((input) => (input.document_url === null) !== (input.draft_file === null), {
    message: blogMessages.draftOrLink,
    path: ['draft_file'],
  });
export type BlogSubmissionInput = z.input<typeof BlogSubmissionInputSchema>;

/** A submission as the guest author gets it back (the confirmation page shows it). */
export const BlogSubmissionReceiptSchema = z.object({
  id: z.uuid(),
  suggested_title: text(),
  email: text(),
  draft_file_name: text().nullable(),
  document_url: text().nullable(),
});
export type BlogSubmissionReceipt = z.infer<typeof BlogSubmissionReceiptSchema>;

export const submitBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/blog/v1/submissions',
  summary:
    'Send a draft for the blog (a Word document as base64, or a link); the operator is mailed',
  body: BlogSubmissionInputSchema,
  status: 201,
  response: BlogSubmissionReceiptSchema,
});

export const BlogSubmissionSchema = BlogSubmissionReceiptSchema.extend({
  name: text(),
  category: BlogCategorySchema,
  author_bio: text(),
  draft_bytes: z.number().int().nullable(),
  create_datetime: AnswerInstantSchema,
});
export type BlogSubmission = z.infer<typeof BlogSubmissionSchema>;

export const listBlogSubmissions = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/blog/submissions`,
  summary: "Drafts guest authors sent, newest first (operators')",
  query: OperatorPageQuerySchema,
  status: 200,
  response: z.object({ submissions: z.array(BlogSubmissionSchema), total: z.number().int() }),
});

/** GET: a submission's Word document, as it was sent (operators). */
export const blogSubmissionDraftPath = (id: string) => `${ADMIN_API}/blog/submissions/${id}/draft`;
