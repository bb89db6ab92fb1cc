import type { BlogSection } from './blog-categories';

// The blog's addresses: the web's path table (in the first page's bundle, so nothing more
// than the paths is here) and the server (its pages, the sitemap) build them from here.

/** The sections' pages (§2): /blogs, /blogs/{category}, /blogs/{url}; the same under /press. */
export const SECTION_PATHS = { blog: '/blogs', press: '/press' } as const satisfies Record<
  BlogSection,
  string
>;

/** A category's page, or an entry's: one segment under the section, which never collide. */
export const sectionItemPath = (section: BlogSection, valueOrUrl: string): string =>
  `${SECTION_PATHS[section]}/${valueOrUrl}`;

/** The guest author's pages (§2). */
export const POST_BLOG_PATH = '/post-blog';
export const POST_BLOG_CONFIRMATION_PATH = '/post-blog-confirmation';
export const THANKS_FOR_SHARING_PATH = '/thanksforsharing';
