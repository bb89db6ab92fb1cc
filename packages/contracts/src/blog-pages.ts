import {
  BLOG_LIST_LIMIT,
  BLOG_SECTIONS,
  type BlogCategory,
  type BlogSection,
  categoryOf,
  getEntryOf,
  listEntriesOf,
  SECTION_PATHS,
} from './blog';
import { atPath, withQuery } from './endpoint';

// What a blog or press address shows, and the calls that fill it. The server draws these
// pages for search engines with the answers of these very calls, and the browser takes them
// over with the same answers (prerender.tsx): both sides build the calls here.

/** A section's list (all of it, or one category's), or one of its entries. */
export type BlogPage =
  | { kind: 'list'; section: BlogSection; category: BlogCategory | undefined }
  | { kind: 'entry'; section: BlogSection; url: string };

/** The page at this path, or undefined when it is not one of the sections'. */
export function blogPageOf(pathname: string): BlogPage | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const section of BLOG_SECTIONS) {
    const base = SECTION_PATHS[section];
    if (trimmed === base) return { kind: 'list', section, category: undefined };
    if (!trimmed.startsWith(`${base}/`)) continue;
    const segment = trimmed.slice(base.length + 1);
    if (!segment || segment.includes('/')) return undefined;
    const category = categoryOf(section, segment);
    return category
      ? { kind: 'list', section, category }
      : { kind: 'entry', section, url: segment };
  }
  return undefined;
}

/** §7's list call: the first BLOG_LIST_LIMIT entries (skip=0&limit=80), of a category or all. */
export const entriesCall = (section: BlogSection, category?: string, skip = 0) =>
  withQuery(listEntriesOf(section), {
    skip: String(skip),
    limit: String(BLOG_LIST_LIMIT),
    category,
  });

export const entryCall = (section: BlogSection, url: string) =>
  atPath(getEntryOf(section), { url });

const SECTION_TITLES = { blog: 'Blog', press: 'Press' } as const;

/** The title and description of a section's list page, for the page and search engines. */
export function sectionMeta(
  section: BlogSection,
  brand: string,
  category?: BlogCategory,
): { title: string; description: string } {
  const title = category
    ? `${category.label} | ${SECTION_TITLES[section]}`
    : SECTION_TITLES[section];
  if (section === 'press') {
    return {
      title,
      description: category
        ? `${category.label} from ${brand}: announcements, awards, news and podcasts.`
        : `News about ${brand}: press releases, awards, coverage and podcasts.`,
    };
  }
  return {
    title,
    description: category
      ? `${category.label}: articles from ${brand} on mental-health care and running a practice.`
      : `Articles from ${brand}: finding care, running a practice, clinician wellness and research.`,
  };
}

export const sectionTitle = (section: BlogSection): string => SECTION_TITLES[section];
