import {
  BLOG_LIST_LIMIT,
  BLOG_SECTIONS,
  BLOG_URL_PATTERN,
  categoriesOf,
  SECTION_PATHS,
  sectionItemPath,
} from '@orchid/contracts/blog';
import { blogPageOf, entriesCall, entryCall, sectionMeta } from '@orchid/contracts/blog-pages';
import type { PageHead } from '@orchid/contracts/page-head';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import type { ServerPage } from '../../platform/http/web-app';
import { listEntries, readEntry } from './read-entries';
import * as repo from './repo';

// The blog's and the press page's addresses as the server draws them for a guest (and a
// search engine): the answers of the calls the page makes, which the browser then reuses, and
// the page's head. Undefined for an address that is not theirs.

export async function blogServerPage(
  ctx: AppContext,
  pathname: string,
): Promise<ServerPage | undefined> {
  const page = blogPageOf(pathname);
  if (!page) return undefined;
  const { section } = page;
  if (page.kind === 'list') {
    const category = page.category?.value;
    const entries = await listEntries(ctx, section, { skip: 0, limit: BLOG_LIST_LIMIT, category });
    const head: PageHead = {
      ...sectionMeta(section, ctx.brandName, page.category),
      path: category ? sectionItemPath(section, category) : SECTION_PATHS[section],
      type: 'website',
    };
    return {
      status: 200,
      head,
      data: [{ path: entriesCall(section, category).path, answer: entries }],
    };
  }
  if (!BLOG_URL_PATTERN.test(page.url)) return { status: 404 };
  try {
    const post = await readEntry(ctx, section, page.url);
    const head: PageHead = {
      title: post.title,
      description: post.summary,
      path: sectionItemPath(section, post.url),
      type: 'article',
      article: {
        publishedTime: post.create_datetime,
        modifiedTime: post.modify_datetime,
        author: post.author_display_name,
        section: post.category.label,
      },
    };
    return { status: 200, head, data: [{ path: entryCall(section, page.url).path, answer: post }] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'blog.notFound') return { status: 404 };
    throw error;
  }
}

/**
 * The blog's and the press page's addresses for the sitemap: the sections, their categories
 * and every entry readers see, with when it last changed.
 */
export async function blogSitemapUrls(ctx: AppContext) {
  const entries = await repo.listVisibleAddresses(ctx.db, ctx.clock.now());
  const sections = BLOG_SECTIONS.flatMap((section) => [
    { path: SECTION_PATHS[section] },
    ...categoriesOf(section).map((category) => ({
      path: sectionItemPath(section, category.value),
    })),
  ]);
  return [
    ...sections,
    ...entries.map((entry) => ({
      path: sectionItemPath(entry.section, entry.url),
      lastModified: entry.modifiedAt,
    })),
  ];
}
