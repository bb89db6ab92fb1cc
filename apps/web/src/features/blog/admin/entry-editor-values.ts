import {
  type BlogEntryInput,
  type BlogSection,
  blogMessages,
  categoryOf,
  createBlogEntry,
  type EditorEntry,
} from '@orchid/contracts/blog';
import { z } from 'zod';
import { acrossFields, inWords, requestSchema } from '../../../app/forms/form-schema';

// The editor's values and rules: the contract's fields, with the publish date as the
// browser's date-and-time field gives it and the author as "me" or a name alone.

export type EntryFormValues = {
  title: string;
  url: string;
  summary: string;
  category: string;
  tags: string[];
  body_markdown: string;
  author_display_name: string;
  /** The operator is the author: their account (and directory photo) goes with the entry. */
  author_is_me: boolean;
  /** 'YYYY-MM-DDTHH:mm' on the operator's clock, or '' for "now, when published". */
  publish_at: string;
};

const body = requestSchema(createBlogEntry).shape;

/** An address from a title: lowercase words joined by hyphens, as entries' addresses are. */
export const slugOf = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');

/** A date-and-time field's value on this browser's clock, from an instant. */
const localInput = (instant: string): string => {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function entryFormValues(
  entry: EditorEntry | undefined,
  me: { sub: string; name: string },
): EntryFormValues {
  if (!entry) {
    return {
      title: '',
      url: '',
      summary: '',
      category: '',
      tags: [],
      body_markdown: '',
      author_display_name: me.name,
      author_is_me: true,
      publish_at: '',
    };
  }
  return {
    title: entry.title,
    url: entry.url,
    summary: entry.summary,
    category: entry.category.value,
    tags: entry.tags,
    body_markdown: entry.body_markdown,
    author_display_name: entry.author_display_name,
    author_is_me: entry.author_display_cognito_sub === me.sub,
    publish_at:
      entry.status === 'published' || entry.scheduled ? localInput(entry.create_datetime) : '',
  };
}

export const entryFormSchema = (section: BlogSection) =>
  z
    .object({
      title: inWords(body.title, 'Enter a title of 3 to 150 characters.'),
      url: inWords(body.url, blogMessages.urlFormat),
      summary: inWords(body.summary, 'Write a summary of at most 300 characters.'),
      category: z.string().min(1, 'Choose a category.'),
      tags: z.array(z.string()).max(8, 'Use at most 8 tags.'),
      body_markdown: inWords(body.body_markdown, 'The body is too long.'),
      author_display_name: inWords(body.author_display_name, 'Enter the author’s name.'),
      author_is_me: z.boolean(),
      publish_at: z.string(),
    })
    .check(
      acrossFields<EntryFormValues>((values, ctx) => {
        if (typeof values.url === 'string' && categoryOf(section, values.url)) {
          ctx.addIssue({ code: 'custom', path: ['url'], message: blogMessages.urlIsCategory });
        }
        if (values.publish_at && Number.isNaN(new Date(values.publish_at).getTime())) {
          ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'Enter a date and time.' });
        }
      }),
    );

/** The request's body: the values as saved, published or kept as a draft. */
export function entryInput(
  values: EntryFormValues,
  section: BlogSection,
  status: BlogEntryInput['status'],
  me: { sub: string },
): BlogEntryInput {
  return {
    section,
    url: values.url.trim(),
    title: values.title.trim(),
    summary: values.summary.trim(),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    category: values.category,
    body_markdown: values.body_markdown,
    author_display_name: values.author_display_name.trim(),
    author_display_cognito_sub: values.author_is_me ? me.sub : null,
    status,
    create_datetime: values.publish_at ? new Date(values.publish_at).toISOString() : null,
  };
}
